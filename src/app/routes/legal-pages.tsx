import { LegalDocument } from '@/components/legal/legal-document';
import { privacyPolicy } from '@/components/legal/privacy';
import { termsOfService } from '@/components/legal/terms';

export function TermsPage() {
  return <LegalDocument doc={termsOfService} />;
}

export function PrivacyPage() {
  return <LegalDocument doc={privacyPolicy} />;
}
