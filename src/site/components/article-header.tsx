import { Badge, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleSummary } from '../data/content';
import { categoryName, useSiteMessages } from '../messages/context';
import { Island } from '../render/islands';
import { ArticlePicture, LONG_TITLE } from './post-card';

interface ArticleHeaderProps {
  back: { to: string; label: string };
  article: ArticleSummary;
  /** What this kind of page adds before the picture (a guide's topics). */
  children?: ReactNode;
}

/**
 * The top of an article or a guide, one design for both: the way back and a Share button, then category, date
 * and read time, the title, the summary, the author, and the picture in its own shape.
 */
export function ArticleHeader({ back, article, children }: ArticleHeaderProps) {
  const { author } = article;
  const words = useSiteMessages();
  const { m, lang } = words;
  const category = categoryName(words, article.category);
  return (
    <>
      <HStack justify="space-between" mb="6" gap="3" wrap="wrap">
        <Link asChild color="pink.fg">
          <RouterLink to={back.to}>
            <ArrowLeft aria-hidden size={16} /> {back.label}
          </RouterLink>
        </Link>
        <Island
          name="share-button"
          props={{ title: article.title, text: article.summary, ...(lang === 'en' ? {} : { lang }) }}
        />
      </HStack>
      <HStack gap="3" mb="3" fontSize="sm" color="fg.muted" wrap="wrap">
        <Badge recipe={badgeRecipe} colorPalette={category?.color ?? 'pink'}>
          {category?.name ?? article.category}
        </Badge>
        <time dateTime={article.publishedAt}>{article.publishedOn}</time>
        <Text>{m.readTime({ minutes: article.readTime })}</Text>
      </HStack>
      <Heading
        as="h1"
        size={{ base: article.title.length > LONG_TITLE ? 'xl' : '2xl', md: '4xl' }}
        mb="4"
        lineHeight="1.2"
      >
        {article.title}
      </Heading>
      <Text fontSize="xl" color="fg.muted" mb="4">
        {article.summary}
      </Text>
      <Text fontSize="sm" mb="6">
        {m.byAuthor()} <strong>{author.name}</strong> — {author.bio}
      </Text>
      {children}
      <ArticlePicture image={article.featuredImage} width="full" borderRadius="lg" mb="8" />
    </>
  );
}
