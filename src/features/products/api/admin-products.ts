import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductInput } from '@contracts/products';
import { api, call } from '@/lib/api';
import { productsKeys } from './products-keys';

const admin = api.products.admin;

export const useAdminProducts = () => useQuery({ queryKey: productsKeys.admin, queryFn: () => call(admin.$get(), { silent: true }) });

/** Saves a product (a new one without id); the catalog and its pages are read again. */
export function useSaveProduct(id: string | undefined, onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => (id ? call(admin[':id'].$put({ param: { id }, json: input })) : call(admin.$post({ json: input }))),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: productsKeys.all });
      onSaved();
    },
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(admin[':id'].$delete({ param: { id } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
