import { AdminContents } from '@/features/contents/components/admin-contents';
import { AdminProducts } from '@/features/products/components/admin-products';
import { CompanyInfo } from '@/features/site/components/company-facts';
import { Guide } from '@/features/site/components/guide';
import type { PageProps } from '../page-props';

export function GuidePage() {
  return <Guide />;
}

export function CompanyPage() {
  return <CompanyInfo />;
}

export function AdminProductsPage({ title }: PageProps) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <AdminProducts />
    </div>
  );
}

export function AdminContentsPage({ title }: PageProps) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <AdminContents />
    </div>
  );
}
