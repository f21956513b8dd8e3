import type { ContentLanguage } from '@shop/contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { PostEntity } from './post.entity.js';

/** One language version of a post; `content` is HTML, sanitized before it was stored. */
@Entity({ name: 'post_translations' })
@Unique('uq_post_translations_post_language', ['postId', 'language'])
export class PostTranslationEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'post_id', type: 'integer' })
  postId!: number;

  @ManyToOne(() => PostEntity, (post) => post.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'fk_post_translations_post' })
  post!: PostEntity;

  @Column({ type: 'varchar', length: 2 })
  language!: ContentLanguage;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'meta_description', type: 'text' })
  metaDescription!: string;

  @Column({ name: 'meta_keywords', type: 'text' })
  metaKeywords!: string;
}
