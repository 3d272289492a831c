import type { SessionUser } from '../types';

/** The logged-in customer the machine tests share. */
export const sampleUser: SessionUser = {
  id: 7,
  token: 'tok-1',
  firstname: 'Ana',
  lastname: 'Suárez',
  address: 'Rambla 1234',
  phone: '099 123 456',
  email: 'ana@example.com',
  avatar: null,
};
