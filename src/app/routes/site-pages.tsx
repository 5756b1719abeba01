import { AdminContents } from '@/features/contents';
import { AdminProducts } from '@/features/products';
import { CompanyInfo, Guide } from '@/features/site';
import { PageHeading } from '@/components/page-heading';
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
      <PageHeading title={title} summary="상품 소개 페이지에 보일 상품과 가격, 공개 여부를 관리합니다." />
      <AdminProducts />
    </div>
  );
}

export function AdminContentsPage({ title }: PageProps) {
  return (
    <div className="space-y-4">
      <PageHeading title={title} summary="콘텐츠 페이지에 올릴 글을 쓰고, 고치고, 발행합니다." />
      <AdminContents />
    </div>
  );
}
