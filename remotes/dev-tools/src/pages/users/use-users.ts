import { endpoints } from '@callops/contracts';
import { useApi } from '@callops/shell';
import { useQuery } from '@tanstack/react-query';

export const USERS_QUERY_KEY = ['users'] as const;

/** Every account. Admins only: the caller must check the role first (a 403 signs the user out). */
export function useUsers() {
  const api = useApi();
  return useQuery({
    queryKey: USERS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.users.list, undefined, { signal }),
  });
}
