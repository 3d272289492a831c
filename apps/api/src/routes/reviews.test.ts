import { addDays, shopToday } from '@cellar/domain';
import { ReviewBodyBounds } from '@cellar/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/tokens';
import { auditLog, orderLines, orders, reviews, users } from '../db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER, resetDatabase } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let demo: string;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await resetDatabase(server.db);
  demo = (await server.logIn()).token;
  staff = (await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
});
afterAll(() => server?.close());

let buyers = 0;
/**
 * A customer with one order of `wine` in `status`, and their token. Written straight to the database:
 * what is under test is who may review, not checkout.
 */
async function buyer(wine: number | null, status: 'paid' | 'rejected' | 'delivered' = 'delivered', name = { firstname: 'Bruno', lastname: 'Silva' }) {
  buyers += 1;
  const [user] = await server.db
    .insert(users)
    .values({ ...name, address: 'Colonia 1200', phone: '099111222', email: `buyer-${buyers}@example.com`, passwordHash: 'not-a-login' })
    .returning();
  if (wine !== null) {
    const [order] = await server.db
      .insert(orders)
      .values({ userId: user!.id, shippingAddress: 'Colonia 1200', shippingDate: addDays(shopToday(), 1), paymentMethod: 'Visa', status })
      .returning();
    await server.db.insert(orderLines).values({ orderId: order!.id, productId: wine, position: 0, name: 'A wine', img: 'wine-01.webp', unitPrice: 100, qty: 1 });
  }
  return { id: user!.id, token: await issueToken(server.db, user!.id, 3_600_000) };
}

const review = (rating: number, body = 'Plum and tobacco, a long finish.', title?: string) => ({ rating, body, ...(title ? { title } : {}) });

async function post(token: string | undefined, wine: number, body: Record<string, unknown>) {
  return server.client(token).POST('/products/{id}/reviews', { params: { path: { id: wine } }, body: body as never });
}

async function ratingOf(wine: number) {
  const { data } = await server.client().GET('/products/{id}', { params: { path: { id: wine } } });
  return { rating: data!.rating, reviewCount: data!.reviewCount };
}

async function shown(wine: number, query: { sort?: 'newest' | 'helpful'; limit?: number } = {}) {
  const { data } = await server.client().GET('/products/{id}/reviews', { params: { path: { id: wine }, query } });
  return data!;
}

describe('POST /products/{id}/reviews', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    const { response, error } = await post(undefined, 1, review(5));
    expect(response.status).toBe(401);
    expect(error!.code).toBe('signInRequired');
  });

  it('answers 403 to a customer who never bought the wine, and to one whose order was rejected', async () => {
    const never = await buyer(null);
    const rejected = await buyer(2, 'rejected');
    for (const token of [never.token, rejected.token, demo]) {
      const { response, error } = await post(token, 2, review(5));
      expect(response.status).toBe(403);
      expect(error!.code).toBe('reviewBuyersOnly');
    }
    expect(await server.db.select().from(reviews)).toEqual([]);
  });

  it('takes a buyer’s review (paid, in transit or delivered), which the wine’s rating counts at once', async () => {
    expect(await ratingOf(1)).toEqual({ rating: null, reviewCount: 0 });
    const { response, data } = await post(demo, 1, review(5, 'Deep and round.', 'Our Friday wine'));
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ productId: 1, rating: 5, title: 'Our Friday wine', body: 'Deep and round.', author: 'Lucía P.' });
    // Order 3 is only paid, order 2 in transit: both count.
    expect((await post(demo, 12, review(3))).response.status).toBe(201);
    expect((await post(demo, 10, review(4))).response.status).toBe(201);
    const paid = await buyer(1, 'paid');
    await post(paid.token, 1, review(2));
    expect(await ratingOf(1)).toEqual({ rating: 3.5, reviewCount: 2 });
  });

  it('takes one review per customer and wine: a second is a 409 that changes nothing', async () => {
    await post(demo, 1, review(5));
    const { response, error } = await post(demo, 1, review(1, 'Changed my mind'));
    expect(response.status).toBe(409);
    expect(error!.code).toBe('reviewExists');
    expect(await ratingOf(1)).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('answers 404 for a wine that never existed', async () => {
    const { response, error } = await post(demo, 99_999, review(5));
    expect(response.status).toBe(404);
    expect(error!.code).toBe('wineNotFound');
  });

  it.each([
    ['a rating above 5', review(6), 'rating', 'maximum'],
    ['a rating of 0', review(0), 'rating', 'minimum'],
    ['half a star', review(3.5), 'rating', 'type'],
    ['no body', { rating: 4 }, 'body', 'required'],
    ['a body of spaces', review(4, '   '), 'body', 'pattern'],
    [`a body over ${ReviewBodyBounds.maxLength} characters`, review(4, 'a'.repeat(ReviewBodyBounds.maxLength + 1)), 'body', 'maxLength'],
    ['a title over 120 characters', review(4, 'Good.', 't'.repeat(121)), 'title', 'maxLength'],
    ['a control character in the body', review(4, 'Good\u0007 wine'), 'body', 'controlCharacters'],
    ['a NUL in the title', review(4, 'Good.', 'Tit\u0000le'), 'title', 'controlCharacters'],
  ])('refuses %s on its field, writing nothing', async (_what, body, field, code) => {
    const { response, error } = await post(demo, 1, body);
    expect(response.status).toBe(400);
    expect(error!.code).toBe('validation');
    expect(error!.errors).toEqual([expect.objectContaining({ field, code })]);
    expect(await server.db.select().from(reviews)).toEqual([]);
  });

  it('keeps a body of exactly the bound, line breaks included, and returns markup as the text it is', async () => {
    const body = `<script>alert(1)</script>\n${'é'.repeat(ReviewBodyBounds.maxLength - 26)}`;
    expect(body).toHaveLength(ReviewBodyBounds.maxLength);
    const { response } = await post(demo, 1, review(4, body));
    expect(response.status).toBe(201);
    expect((await shown(1))[0]!.body).toBe(body);
  });

  it('counts every one of many reviews sent at once, and one customer’s repeats once', async () => {
    const many = await Promise.all(Array.from({ length: 12 }, () => buyer(6)));
    const ratings = many.map((_, index) => (index % 5) + 1);
    const answers = await Promise.all(many.map((customer, index) => post(customer.token, 6, review(ratings[index]!))));
    expect(answers.map(({ response }) => response.status)).toEqual(many.map(() => 201));
    const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
    expect(await ratingOf(6)).toEqual({ rating: average, reviewCount: 12 });

    const repeats = await Promise.all(Array.from({ length: 6 }, () => post(demo, 1, review(5))));
    expect(repeats.map(({ response }) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await ratingOf(1)).toEqual({ rating: 5, reviewCount: 1 });
  });
});

describe('GET /products/{id}/reviews', () => {
  it('signs a review with the first name and an initial, never the email or the last name', async () => {
    await post(demo, 1, review(5));
    const text = await (await fetch(`${server.origin}/api/products/1/reviews`)).text();
    expect(text).toContain('Lucía P.');
    expect(text).not.toContain(DEMO_CUSTOMER.email);
    expect(text).not.toContain(DEMO_CUSTOMER.lastname);
  });

  it('pages by keyset, newest first or the fullest first, each review once', async () => {
    const bodies = ['Short.', 'A little longer than that.', 'Much longer: plum, tobacco, leather, and a finish that lasts.', 'Mid length review here.', 'Ok.'];
    for (const body of bodies) await post((await buyer(4)).token, 4, review(4, body));

    const walk = async (sort: 'newest' | 'helpful') => {
      const seen: string[] = [];
      let url: string | null = `/api/products/4/reviews?limit=2&sort=${sort}`;
      while (url) {
        const response = await fetch(server.origin + url);
        expect(response.headers.get('x-total-count')).toBe('5');
        seen.push(...((await response.json()) as { body: string }[]).map((item) => item.body));
        url = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
      }
      return seen;
    };
    expect(await walk('newest')).toEqual([...bodies].reverse());
    expect(await walk('helpful')).toEqual([...bodies].sort((a, b) => b.length - a.length));
  });

  it('refuses a cursor of another sort', async () => {
    await Promise.all([1, 2, 3].map(async () => post((await buyer(4)).token, 4, review(4))));
    const first = await fetch(`${server.origin}/api/products/4/reviews?limit=1&sort=helpful`);
    const cursor = new URL(/<([^>]+)>/.exec(first.headers.get('link')!)![1]!, server.origin).searchParams.get('cursor')!;
    const { response, error } = await server.client().GET('/products/{id}/reviews', { params: { path: { id: 4 }, query: { cursor } } });
    expect(response.status).toBe(400);
    expect(error!.code).toBe('staleCursor');
  });

  it('answers a new review at once though the page was kept, and 404 for a wine that never existed', async () => {
    expect(await shown(1)).toEqual([]);
    expect(await ratingOf(1)).toEqual({ rating: null, reviewCount: 0 });
    await post(demo, 1, review(4));
    expect((await shown(1)).map((item) => item.rating)).toEqual([4]);
    expect(await ratingOf(1)).toEqual({ rating: 4, reviewCount: 1 });
    const listed = await server.client().GET('/products', { params: { query: { limit: 100 } } });
    expect(listed.data!.find((wine) => wine.id === 1)).toMatchObject({ rating: 4, reviewCount: 1 });
    const { response } = await server.client().GET('/products/{id}/reviews', { params: { path: { id: 99_999 } } });
    expect(response.status).toBe(404);
  });
});

describe('PATCH /reviews/{id}', () => {
  it('lets staff hide a review, which leaves the wine’s page and average at once, audited; and show it again', async () => {
    await post(demo, 1, review(5));
    const other = await buyer(1);
    const { data: rude } = await post(other.token, 1, review(1, 'Rude words'));
    expect(await ratingOf(1)).toEqual({ rating: 3, reviewCount: 2 });

    const { response, data } = await server.client(staff).PATCH('/reviews/{id}', { params: { path: { id: rude!.id } }, body: { hidden: true } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ id: rude!.id, hidden: true, product: { id: 1 }, customer: { id: other.id } });
    expect(await ratingOf(1)).toEqual({ rating: 5, reviewCount: 1 });
    expect((await shown(1)).map((item) => item.id)).not.toContain(rude!.id);
    const [entry] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, rude!.id)));
    expect(entry).toMatchObject({ staffId: DEMO_ADMIN.id, action: 'review.hide', after: { hidden: true } });

    // Its author still sees it, marked hidden, and may not write another.
    const own = await server.client(other.token).GET('/reviews/mine');
    expect(own.data!.reviews).toEqual([expect.objectContaining({ id: rude!.id, hidden: true })]);
    expect((await post(other.token, 1, review(5))).response.status).toBe(409);

    await server.client(staff).PATCH('/reviews/{id}', { params: { path: { id: rude!.id } }, body: { hidden: false } });
    expect(await ratingOf(1)).toEqual({ rating: 3, reviewCount: 2 });
  });

  it('answers 403 to a customer, even the review’s author, and changes nothing', async () => {
    const { data } = await post(demo, 1, review(5));
    const { response, error } = await server.client(demo).PATCH('/reviews/{id}', { params: { path: { id: data!.id } }, body: { hidden: true } });
    expect(response.status).toBe(403);
    expect(error!.code).toBe('staffOnly');
    expect(await ratingOf(1)).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('answers 404 for a review that does not exist', async () => {
    const { response, error } = await server.client(staff).PATCH('/reviews/{id}', { params: { path: { id: 424_242 } }, body: { hidden: true } });
    expect(response.status).toBe(404);
    expect(error!.code).toBe('reviewNotFound');
  });
});

describe('GET /reviews (staff)', () => {
  it('lists every review, hidden ones too, filtered by wine and by hidden', async () => {
    const { data: first } = await post(demo, 1, review(5));
    await post(demo, 5, review(2));
    await server.client(staff).PATCH('/reviews/{id}', { params: { path: { id: first!.id } }, body: { hidden: true } });
    const all = await server.client(staff).GET('/reviews');
    expect(all.data!.map((item) => [item.product.id, item.hidden])).toEqual([
      [5, false],
      [1, true],
    ]);
    expect(all.data![0]!.customer.email).toBe(DEMO_CUSTOMER.email);
    expect((await server.client(staff).GET('/reviews', { params: { query: { product: 1 } } })).data!.map((item) => item.id)).toEqual([first!.id]);
    expect((await server.client(staff).GET('/reviews', { params: { query: { hidden: false } } })).data!.map((item) => item.product.id)).toEqual([5]);
  });
});

describe('GET /reviews/mine', () => {
  it('answers the caller’s reviews and the wines they bought and may still review', async () => {
    await post(demo, 1, review(5));
    const { data } = await server.client(demo).GET('/reviews/mine');
    expect(data!.reviews.map((item) => item.productId)).toEqual([1]);
    // The demo customer's orders hold wines 1 and 5 (delivered), 10 (in transit), 3, 7 and 12 (paid).
    expect(data!.reviewable).toEqual([3, 5, 7, 10, 12]);
    const rejected = await buyer(2, 'rejected');
    expect((await server.client(rejected.token).GET('/reviews/mine')).data).toEqual({ reviews: [], reviewable: [] });
  });

  it('answers 401 to a visitor', async () => {
    expect((await server.client().GET('/reviews/mine')).response.status).toBe(401);
  });
});
