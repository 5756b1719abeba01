import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';

/** A credit page whose way to pay is not set up: why, and a link to the way that is, when there is one. */
export function NoPayWayCard({ title, text, other }: { title: string; text: string; other?: { href: string; label: string } | undefined }) {
  return (
    <Card>
      <CardBody className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-slate-600">{text}</p>
        {other ? (
          <Link to={other.href} className={buttonClass('primary')}>
            {other.label}
          </Link>
        ) : null}
      </CardBody>
    </Card>
  );
}
