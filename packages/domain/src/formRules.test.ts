import { describe, expect, it } from 'vitest';
import { loginRefusals, profileRefusals, shippingAddressRefusal, signupRefusals } from './formRules';

const signup = { firstname: 'Ana', lastname: 'Rodríguez', address: 'Av. Italia 2345', phone: '099 123 456', email: 'ana@example.com', password: 'tannat-2026' };

describe('the forms refuse what the contract would', () => {
  it('takes a sign-up within every bound', () => {
    expect(signupRefusals(signup)).toEqual({});
  });

  it('names the field and the broken bound by the server’s code', () => {
    expect(signupRefusals({ ...signup, firstname: ' ', address: 'ab', phone: 'abc', email: 'ana@', password: 'short' })).toEqual({
      firstname: 'required',
      address: 'minLength',
      phone: 'minLength',
      email: 'format',
      password: 'minLength',
    });
  });

  it('wants at least 6 digits in a phone, spaced as people write them', () => {
    for (const phone of ['099 123 456', '+598 99 123 456', '(2) 901-2345', '29012345']) expect(profileRefusals({ ...signup, phone }), phone).toEqual({});
    for (const phone of ['------', '099 12-', '099 abc 123']) expect(profileRefusals({ ...signup, phone }).phone, phone).toBe('pattern');
  });

  it('counts characters as the server does, an emoji as one', () => {
    expect(signupRefusals({ ...signup, firstname: '🍷'.repeat(60) })).toEqual({});
    expect(signupRefusals({ ...signup, firstname: '🍷'.repeat(61) }).firstname).toBe('maxLength');
  });

  it('asks a login only for both fields', () => {
    expect(loginRefusals({ email: 'anything', password: 'x' })).toEqual({});
    expect(loginRefusals({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
  });

  it('wants a shipping address of at least 3 characters', () => {
    expect(shippingAddressRefusal('')).toBe('required');
    expect(shippingAddressRefusal('Av')).toBe('minLength');
    // Kept trimmed, as the server stores it: one letter inside spaces is not three characters.
    expect(shippingAddressRefusal('   a   ')).toBe('pattern');
    expect(shippingAddressRefusal(' a b ')).toBeNull();
    expect(shippingAddressRefusal('Av. Brasil 1')).toBeNull();
  });
});
