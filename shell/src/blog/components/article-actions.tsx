import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@shop/ui';

/** 'Zurück zum Blog' above an article (and its not-found state). */
export function BackToBlogLink() {
  const { t } = useTranslation();
  return (
    <Link to="/blog" className={buttonClasses('ghost', '-ml-4')}>
      <span aria-hidden="true">←</span>
      {t('blog.backToBlog')}
    </Link>
  );
}

/** The ways on after an article: every post, or the price calculator. */
export function ArticleActions() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('blog.articleActions')}
      className="mt-12 flex flex-wrap gap-3 border-t border-border pt-8"
    >
      <Link to="/blog" className={buttonClasses('outline')}>
        {t('blog.allPosts')}
      </Link>
      <Link to="/" className={buttonClasses('primary')}>
        {t('blog.toCalculator')}
      </Link>
    </nav>
  );
}
