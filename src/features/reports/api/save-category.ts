import type { CategoryInput, ReportCategory } from '@contracts/reports';
import { apiFetch } from '@/lib/api-client';

export const saveCategory = (input: CategoryInput, id?: string) =>
  apiFetch<ReportCategory>(id ? `/api/admin/keyword-report/categories/${encodeURIComponent(id)}` : '/api/admin/keyword-report/categories', {
    method: id ? 'PUT' : 'POST',
    body: input,
  });
