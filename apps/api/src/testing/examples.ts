import { addDays, shopToday } from '@cellar/domain';

/** A valid JSON body for every operation that takes one; the contract tests fail when one is missing. */
export function exampleBodies(): Record<string, Record<string, unknown>> {
  return {
    signUp: { firstname: 'Sofía', lastname: 'Méndez', address: 'Rivera 2200, Montevideo', phone: '099 123 456', email: 'sofia@example.com', password: 'malbec-2026' },
    logIn: { email: 'demo@thecellar.example', password: 'uncork-2026' },
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
    },
    updateProduct: { name: 'Bodega Garzón Albariño Reserva', unitPrice: 1390, featured: true },
    adjustStock: { reason: 'restock', change: 12, note: 'Delivery from the bodega' },
    createCategory: { name: 'Orange', img: 'category-white.webp' },
    updateCategory: { name: 'Orange wines' },
    createStaff: { firstname: 'Ana', lastname: 'Rodríguez', email: 'ana.staff@example.com', password: 'decant-slowly-2026' },
    updateStaff: { firstname: 'Ana María', lastname: 'Rodríguez' },
    updateOrderStatus: { status: 'in transit' },
  };
}

/**
 * The original admin dashboard's multipart forms, as it fills them in: `category` for `categoryId`, no
 * `title`, every value text (pictures are added as files by whoever sends them).
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
    },
    updateProduct: { name: 'Bodega Garzón Albariño Reserva', unitPrice: '1390', category: '1', featured: 'true' },
    createCategory: { name: 'Orange' },
    updateCategory: { name: 'Orange wines' },
    updateStaff: { firstname: 'Ana María', lastname: 'Rodríguez' },
  };
}
