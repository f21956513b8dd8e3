import { type BlogPost, type BlogPostListItem } from '@shop/contracts';

// Examples of the API description, from the blog's start-up posts.

export const blogListItemExample: BlogPostListItem = {
  slug: 'mindestlochgroesse-nach-blechdicke',
  title: 'Mindestlochgröße nach Blechdicke',
  excerpt:
    'Wie klein darf ein Loch in einem Laserteil sein? Die Faustregeln für Baustahl, Aluminium ' +
    'und Edelstahl, mit Tabelle und Hinweisen zu Randabständen, Stegen und Gewinden.',
  createdAt: '2025-11-04T09:30:00.000Z',
  language: 'de',
};

export const blogPostExample: BlogPost = {
  ...blogListItemExample,
  content:
    '<p>Ein Laser kann sehr feine Konturen schneiden, aber nicht in jeder Blechdicke beliebig ' +
    'kleine Löcher.</p>\n<h2>Warum kleine Löcher schwierig sind</h2>\n<p>…</p>',
  metaDescription:
    'Mindestlochgröße beim Laserschneiden: Lochdurchmesser ≥ Blechdicke, bei Edelstahl ≥ 1,5 × ' +
    'Blechdicke. Tabelle, Randabstände, Stege und Gewinde.',
  metaKeywords:
    'Mindestlochgröße, Lochdurchmesser, Blechdicke, Laserschneiden, Randabstand, Stegbreite',
};
