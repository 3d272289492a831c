import { addDays, shopToday } from '@cellar/domain';

/** A valid JSON body for every operation that takes one; the contract tests fail when one is missing. */
export function exampleBodies(): Record<string, Record<string, unknown>> {
  return {
    signUp: { firstname: 'Sofía', lastname: 'Méndez', address: 'Rivera 2200, Montevideo', phone: '099 123 456', email: 'sofia@example.com', password: 'malbec-2026' },
    logIn: { email: 'demo@thecellar.example', password: 'uncork-2026' },
    requestPasswordReset: { email: 'demo@thecellar.example' },
    resetPassword: { password: 'a-new-cork-2026' },
    // Not the sign-up example's password: the hostile suite's many sends must leave the customer's as it is.
    changePassword: { currentPassword: 'not-the-current-one', newPassword: 'a-new-cork-2026' },
    // Never the customer's password: the hostile suite's many sends must leave the account whole.
    deleteUser: { password: 'not-the-current-one' },
    createOrder: {
      productList: [{ id: 1, qty: 1 }],
      shippingAddress: 'Rivera 2200, Montevideo',
      shippingDate: addDays(shopToday(), 1),
      paymentMethod: 'Visa',
    },
    logInStaff: { email: 'admin@thecellar.example', password: 'cellar-admin-2026' },
    createProduct: {
      name: 'Bodega Garzón Albariño',
      slogan: 'Salt air and white peach',
      description: 'A fresh Albariño from the hills of Maldonado, with citrus, white peach and a saline finish.',
      title: 'A coastal white for seafood',
      unitPrice: 1290,
      stock: 24,
      categoryId: 2,
      featured: false,
      img: 'wine-placeholder.webp',
      translations: { 'es-UY': { title: 'Un blanco costero para los frutos de mar', slogan: 'Aire salado y durazno blanco', description: 'Un Albariño fresco de las sierras de Maldonado.' } },
      producer: 'Bodega Garzón',
      grapes: [{ name: 'Albariño', percent: 100 }],
      region: 'Maldonado',
      country: 'Uruguay',
      vintage: 2024,
      abv: 12.5,
      volumeMl: 750,
    },
    updateProduct: {
      name: 'Bodega Garzón Albariño Reserva',
      unitPrice: 1390,
      featured: true,
      translations: { 'es-UY': { slogan: 'Brisa de mar', description: null } },
      grapes: [{ name: 'Albariño', percent: 85 }, { name: 'Chardonnay', percent: null }],
      region: 'Rocha',
      vintage: null,
    },
    adjustStock: { reason: 'restock', change: 12, note: 'Delivery from the bodega' },
    createCategory: { name: 'Orange', img: 'category-white.webp', translations: { 'es-UY': { name: 'Naranjos' } } },
    updateCategory: { name: 'Orange wines', translations: { 'es-UY': { name: 'Vinos naranjos' } } },
    createStaff: { firstname: 'Ana', lastname: 'Rodríguez', email: 'ana.staff@example.com', password: 'decant-slowly-2026' },
    updateStaff: { firstname: 'Ana María', lastname: 'Rodríguez' },
    updateOrderStatus: { status: 'in transit' },
    createReview: { rating: 4, title: 'Plums and a long finish', body: 'Dark fruit, soft tannins; we opened it with an asado and it held up.' },
    moderateReview: { hidden: true },
  };
}

/**
 * The original admin dashboard's multipart forms, as it fills them in: `category` for `categoryId`, no
 * `title`, every value text (pictures are added as files by whoever sends them). The back office adds the
 * texts in other languages as one JSON part, `translations`.
 */
export function exampleForms(): Record<string, Record<string, string>> {
  return {
    createProduct: {
      name: 'Bodega Garzón Albariño',
      slogan: 'Salt air and white peach',
      description: 'A fresh Albariño from the hills of Maldonado, with citrus, white peach and a saline finish.',
      unitPrice: '1290',
      stock: '24',
      category: '2',
      featured: 'false',
      translations: JSON.stringify({ 'es-UY': { slogan: 'Aire salado y durazno blanco' } }),
      producer: 'Bodega Garzón',
      grapes: JSON.stringify([{ name: 'Albariño', percent: 100 }]),
      region: 'Maldonado',
      vintage: '2024',
      abv: '12.5',
      volumeMl: '750',
    },
    updateProduct: { name: 'Bodega Garzón Albariño Reserva', unitPrice: '1390', category: '1', featured: 'true', translations: JSON.stringify({ 'es-UY': { title: null } }), grapes: JSON.stringify([{ name: 'Albariño', percent: 85 }]), abv: '13' },
    createCategory: { name: 'Orange', translations: JSON.stringify({ 'es-UY': { name: 'Naranjos' } }) },
    updateCategory: { name: 'Orange wines', translations: JSON.stringify({ 'es-UY': { name: 'Vinos naranjos' } }) },
    updateStaff: { firstname: 'Ana María', lastname: 'Rodríguez' },
  };
}
