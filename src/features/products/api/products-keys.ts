export const productsKeys = {
  all: ['products'] as const,
  one: (slug: string) => ['products', 'one', slug] as const,
  admin: ['products', 'admin'] as const,
};
