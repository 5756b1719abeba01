import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The mark of public/favicon.svg, drawn inline: as an <img> it was one more request before the first paint. */
function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2563eb" />
      <path d="M9 22.5 15.2 8h1.6L23 22.5h-3l-1.3-3.2h-5.4l-1.3 3.2zm5.2-5.6h3.6L16 12.2z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to={paths.home.href()} className="flex items-center gap-2 font-bold text-slate-900" aria-label="글빛 홈">
      <LogoMark />
      <span className="text-lg tracking-tight">글빛</span>
    </Link>
  );
}
