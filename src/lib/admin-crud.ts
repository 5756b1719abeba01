import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The admin console's hooks for one kind of item (articles, products): its list, a save (a new item
 * without id) and a delete, over the feature's calls; after a change everything under `keys.all` is read
 * again, the public pages' queries with the admin list.
 */
export function adminCrudHooks<List, Input>(spec: {
  keys: { all: QueryKey; admin: QueryKey };
  list(): Promise<List>;
  create(input: Input): Promise<unknown>;
  update(id: string, input: Input): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}) {
  const useRefresh = () => {
    const client = useQueryClient();
    return () => void client.invalidateQueries({ queryKey: spec.keys.all });
  };
  return {
    useList: () => useQuery({ queryKey: spec.keys.admin, queryFn: () => spec.list() }),
    useSave(id: string | undefined, onSaved: () => void) {
      const refresh = useRefresh();
      return useMutation({
        mutationFn: (input: Input) => (id ? spec.update(id, input) : spec.create(input)),
        onSuccess: () => {
          refresh();
          onSaved();
        },
      });
    },
    useDelete() {
      const refresh = useRefresh();
      return useMutation({ mutationFn: (id: string) => spec.remove(id), onSuccess: refresh });
    },
  };
}
