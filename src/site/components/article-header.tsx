import { Badge, Heading, HStack, Image, Link, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { findCategory } from '../data/categories';
import { longDate, type PostMeta } from '../data/content';
import { Island } from '../render/islands';

interface ArticleHeaderProps {
  back: { to: string; label: string };
  title: string;
  summary: string;
  image: PostMeta['featuredImage'];
  category: PostMeta['category'];
  author: PostMeta['author'];
  publishedAt: string;
  readTime: number;
  /** What this kind of page adds before the picture (a guide's topics). */
  children?: ReactNode;
}

/**
 * The top of an article or a guide, one design for both: the way back and a Share button, then category, date
 * and read time, the title, the summary, the author, and the picture in its own shape.
 */
export function ArticleHeader(props: ArticleHeaderProps) {
  const category = findCategory(props.category);
  return (
    <>
      <HStack justify="space-between" mb="6" gap="3" wrap="wrap">
        <Link asChild color="pink.fg">
          <RouterLink to={props.back.to}>
            <ArrowLeft aria-hidden size={16} /> {props.back.label}
          </RouterLink>
        </Link>
        <Island name="share-button" load="interaction" props={{ title: props.title, text: props.summary }} />
      </HStack>
      <HStack gap="3" mb="3" fontSize="sm" color="fg.muted" wrap="wrap">
        <Badge colorPalette={category?.color ?? 'pink'}>{category?.name ?? props.category}</Badge>
        <time dateTime={props.publishedAt}>{longDate(props.publishedAt)}</time>
        <Text>· {props.readTime} min read</Text>
      </HStack>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="4" lineHeight="1.2">
        {props.title}
      </Heading>
      <Text fontSize="xl" color="fg.muted" mb="4">
        {props.summary}
      </Text>
      <Text fontSize="sm" mb="6">
        By <strong>{props.author.name}</strong> — {props.author.bio}
      </Text>
      {props.children}
      <Image
        src={props.image.src}
        alt={props.image.alt}
        htmlWidth={props.image.width}
        htmlHeight={props.image.height}
        width="full"
        height="auto"
        borderRadius="lg"
        mb="8"
        aspectRatio={`${props.image.width} / ${props.image.height}`}
      />
    </>
  );
}
