import type { AreaMessages } from '../en';
import type { mail as english } from '../en/mail';

/** The mail the shop sends, in Spanish as Uruguay writes it. */
export const mail: AreaMessages<typeof english> = {
  'mail.greeting': 'Hola, {firstname}:',
  'mail.signature': 'Saludos, el equipo de {brand}',
  'mail.why': 'Recibís este correo por tu cuenta en {brand}.',
  'mail.contact': '{address} · {phone}',
  // The buttons several mails share.
  'mail.seeOrder': 'Ver tu pedido',
  'mail.chooseNewPassword': 'Elegir una nueva contraseña',
  'mail.orderLine': '{qty, number} × {price}',
  'mail.orderTotal': 'Total: {amount}',

  'mail.welcome.subject': 'Te damos la bienvenida a {brand}',
  'mail.welcome.preview': 'Tu cuenta está lista: la bodega está abierta.',
  'mail.welcome.body': 'Tu cuenta en {brand} está lista. Recorré nuestros vinos, llená tu carrito y te los llevamos a tu puerta en todo Uruguay el día que elijas.',
  'mail.welcome.action': 'Ver nuestros vinos',

  'mail.passwordReset.subject': 'Elegí una nueva contraseña para {brand}',
  'mail.passwordReset.preview': 'Un enlace para elegir una nueva contraseña, válido por {minutes, plural, one {# minuto} other {# minutos}}.',
  'mail.passwordReset.body': 'Alguien, esperamos que vos, pidió restablecer la contraseña de tu cuenta. El botón de abajo te deja elegir una nueva; sirve una sola vez, dentro de {minutes, plural, one {# minuto} other {# minutos}}, y cierra tu sesión en todos los demás dispositivos.',
  'mail.passwordReset.ignore': 'Si no lo pediste, ignorá este correo: tu contraseña sigue siendo la misma.',

  'mail.orderConfirmation.subject': 'Tu pedido n.º {id} en {brand}',
  'mail.orderConfirmation.preview': 'Gracias: {bottles, plural, one {# botella} other {# botellas}} por {total}, con envío el {date}.',
  'mail.orderConfirmation.body': 'Gracias por tu pedido. Está pago y lo enviamos el {date}.',

  'mail.orderInTransit.subject': 'Tu pedido n.º {id} está en camino',
  'mail.orderInTransit.body': 'Tu pedido salió de la bodega y está en camino a {address}.',
  'mail.orderDelivered.subject': 'Tu pedido n.º {id} fue entregado',
  'mail.orderDelivered.body': 'Tu pedido fue entregado en {address}. Esperamos que disfrutes los vinos.',
  'mail.orderRejected.subject': 'Tu pedido n.º {id} fue rechazado',

  'mail.passwordChanged.subject': 'Cambió la contraseña de tu cuenta de {brand}',
  'mail.passwordChanged.preview': 'La contraseña de tu cuenta cambió.',
  'mail.passwordChanged.body': 'La contraseña de tu cuenta cambió el {when}, y se cerró la sesión en todos los demás dispositivos.',
  'mail.passwordChanged.notYou': 'Si no fuiste vos, elegí una nueva contraseña ahora y escribinos a {email}.',

  'mail.accountErased.subject': 'Borramos tu cuenta de {brand}',
  'mail.accountErased.preview': 'Tus datos personales ya no están; tus pedidos quedan en nuestros libros sin ellos.',
  'mail.accountErased.body': 'Como nos pediste, borramos tu nombre, correo electrónico, teléfono, dirección, foto y reseñas, y cerramos tu sesión en todos lados. Los pedidos que hiciste quedan en nuestros libros, como exige la ley para toda venta, sin nombre ni contacto.',
  'mail.accountErased.goodbye': 'Gracias por haber sido nuestro cliente: podés volver cuando quieras con una cuenta nueva.',
};
