import {
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { PostTranslationEntity } from './post-translation.entity.js';

/** A blog post: its address and date; the words live in its translations. */
@Entity({ name: 'posts' })
@Unique('uq_posts_slug', ['slug'])
export class PostEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  slug!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @OneToMany(() => PostTranslationEntity, (translation) => translation.post)
  translations!: PostTranslationEntity[];
}
