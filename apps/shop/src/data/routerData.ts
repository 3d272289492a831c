/** The element of a server-rendered page that carries its routes' loader data, for the browser to hydrate with. */
export const ROUTER_DATA_ID = 'router-data';
