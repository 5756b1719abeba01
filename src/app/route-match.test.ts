import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, matchPagePath } from '@contracts/pages';
import { buildRoutes } from './router';

// The server answers 200 only where matchPagePath finds a page (server/lib/spa.ts); the SPA shows its 404
// page where its router ends on the catch-all. Both must read every address the same way.
const routerPage = (pathname: string) => {
  const leaf = matchRoutes(buildRoutes(), pathname)?.at(-1)?.route.path;
  return leaf === undefined || leaf === '*' ? null : leaf;
};

const addresses = [
  ...APP_PAGE_PATHS.map((p) => p.replace(':id', 'some-id').replace(':product', 'some-product')),
  ...APP_PAGE_PATHS.flatMap((p) => [`${p}/nope`, `${p}/x/y`, `${p.toUpperCase()}`, `${p}/`, `${p}//`]),
  '/history/nope', '/admin/nope', '/vipHistory/zz', '/kin/zzim/x/y', '/admin', '/credits', '/kin//zzim', '//history',
  '/blog-onepage', '/some-product-onepage', '/contents/%ED%95%9C', '/%68istory', '/blog/', '/contents//', '/index.html',
];

describe('matchPagePath (contracts/pages.ts), which the server answers by', () => {
  it('finds the page the SPA’s router opens for an address, or none where the router shows its 404 page', () => {
    for (const address of addresses) expect(matchPagePath(address), address).toBe(routerPage(address));
  });

  it('tells a page from a 404 at any depth', () => {
    expect(matchPagePath('/kin/zzim')).toBe('/kin/zzim');
    expect(matchPagePath('/History/')).toBe('/history');
    expect(matchPagePath('/blog/abc')).toBe('/blog/:id');
    expect(matchPagePath('/guide')).toBe('/guide');
    expect(matchPagePath('/some-product')).toBe('/:product');
    // A single unknown segment is a product's address: the product lookup decides (a 404 when there is none).
    expect(matchPagePath('/admin')).toBe('/:product');
    for (const address of ['/history/nope', '/admin/nope', '/vipHistory/zz', '/kin/zzim/x/y']) expect(matchPagePath(address), address).toBeNull();
  });
});
