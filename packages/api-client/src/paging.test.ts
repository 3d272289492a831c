import { describe, expect, it } from 'vitest';
import { listTotalOf, nextCursorOf } from './paging';

const answer = (headers: Record<string, string>) => new Response('[]', { headers });

describe('a list answer’s paging headers', () => {
  it('finds the next cursor in a relative or absolute Link, and none on the last page', () => {
    expect(nextCursorOf(answer({ link: '</api/products?sort=newest&cursor=eyJpZCI6OX0>; rel="next"' }))).toBe('eyJpZCI6OX0');
    expect(nextCursorOf(answer({ link: '<https://shop.example/api/users?cursor=abc%3D&limit=25>; rel="next"' }))).toBe('abc=');
    expect(nextCursorOf(answer({ link: '</api/products?cursor=x>; rel="prev"' }))).toBeNull();
    expect(nextCursorOf(answer({}))).toBeNull();
  });

  it('tells a counted total from an estimated one, and says when there is neither', () => {
    expect(listTotalOf(answer({ 'x-total-count': '1204' }))).toEqual({ count: 1204, estimated: false });
    expect(listTotalOf(answer({ 'x-total-count-estimate': '98000' }))).toEqual({ count: 98000, estimated: true });
    expect(listTotalOf(answer({}))).toBeNull();
  });
});
