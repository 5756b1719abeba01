import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { useAuthStore } from '@/stores/auth-store';
import { firstUnmet } from '../guards';
import { profileMenu } from './nav-menus';

/**
 * The header's profile menu: a member's own pages (blogs, credits, bookmarks, VIP…), each shown only when
 * the member may open it. A disclosure button and a list of links; Escape or a click elsewhere closes it.
 */
export function ProfileMenu() {
  const auth = useAuthStore();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const items = profileMenu.filter((item) => !firstUnmet(auth, item.requires));
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className={buttonClass('ghost', 'sm', 'px-2')}
        aria-label="내 메뉴"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <ChevronDown className="size-4" aria-hidden />
      </button>
      {open ? (
        <nav id={listId} aria-label="내 메뉴" className="absolute right-0 z-40 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          <ul>
            {items.map((item) => (
              <li key={item.href}>
                <Link to={item.href} onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
