import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link to={paths.home.href()} className="flex items-center gap-2 font-bold text-slate-900" aria-label="글빛 홈">
      <img src="/favicon.svg" alt="" className="size-7" />
      <span className="text-lg tracking-tight">글빛</span>
    </Link>
  );
}
