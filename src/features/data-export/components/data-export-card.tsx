import { buttonClass } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { dataExportHref } from '../api/data-export';
import { messages } from '../messages';

/** Everything of the member's in one zip, as the privacy law lets them ask: a plain download link. */
export function DataExportCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{messages.dataExportTitle}</h2>
      </CardHeader>
      <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{messages.dataExportDescription}</p>
        <a href={dataExportHref} download className={buttonClass('secondary', 'md', 'shrink-0')}>
          {messages.dataExportButton}
        </a>
      </CardBody>
    </Card>
  );
}
