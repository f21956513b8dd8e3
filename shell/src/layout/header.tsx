import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { classNames, LanguageSelect } from '@shop/ui';
import { CartLink } from './cart-link';
import { ThemeToggle } from './theme-toggle';
import { isNavItemActive, navItems } from './nav-items';

function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect x="2" y="6" width="24" height="20" rx="2" className="fill-primary" />
        <path
          d="M8 2h20a2 2 0 0 1 2 2v18"
          className="stroke-primary"
          strokeWidth="2.5"
          fill="none"
        />
        <circle cx="8" cy="12" r="1.6" className="fill-primary-foreground" />
        <circle cx="20" cy="12" r="1.6" className="fill-primary-foreground" />
        <circle cx="8" cy="20" r="1.6" className="fill-primary-foreground" />
        <circle cx="20" cy="20" r="1.6" className="fill-primary-foreground" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight">{t('nav.home')}</span>
        <span className="text-xs text-muted-foreground">{t('nav.tagline')}</span>
      </span>
    </Link>
  );
}

function NavLinks({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul className={classNames('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {navItems.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <li key={item.to}>
            {/* Link, not NavLink: NavLink overrides aria-current with its own path match, but the
                shop link is current on every /shop and /product path. */}
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={classNames(
                'block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
              )}
            >
              {t(item.labelKey)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={t('nav.mainNavigation')} className="hidden lg:block">
          <NavLinks />
        </nav>
        <div className="flex items-center gap-2">
          <CartLink onNavigate={closeMenu} />
          <div className="hidden items-center gap-2 lg:flex">
            <LanguageSelect id="language-desktop" label={t('nav.language')} />
            <ThemeToggle />
          </div>
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-md border border-input bg-card lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <div
          id="mobile-menu"
          className="border-t border-border bg-background px-4 pt-2 pb-4 lg:hidden"
        >
          <nav aria-label={t('nav.mainNavigation')}>
            <NavLinks vertical onNavigate={closeMenu} />
          </nav>
          <div className="mt-3 flex items-center gap-2 border-t border-border pt-3">
            <LanguageSelect id="language-mobile" label={t('nav.language')} />
            <ThemeToggle />
          </div>
        </div>
      )}
    </header>
  );
}
