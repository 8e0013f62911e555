import { Badge, Box, Card, Heading, HStack, Image, type ImageProps, Link, Text } from '@chakra-ui/react';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { memo, type ReactNode } from 'react';
import type { ArticleSummary, GuideMeta, PostMeta } from '../data/content';
import { categoryName, useSiteMessages } from '../messages/context';

interface ArticleCardProps {
  href: string;
  article: ArticleSummary;
  /** The link's words: 'Read More' for an article, 'Read Guide' for a guide (spec part 2 §9). */
  action: string;
  /** The 'Featured' first card of the blog list: wider, picture beside the text from md up. */
  large?: boolean;
  /** Heading level of the title in its page's outline (default h3, h2 for the large card). */
  heading?: 'h2' | 'h3';
  /** What a card of this kind adds under the summary (a guide's topics). */
  children?: ReactNode;
}

/**
 * A title longer than this many characters is set a size smaller: a translation can run ~25 % longer (the Spanish
 * finance guide's title is 107 characters, the longest English one 83), and it must still fit a card or a phone in
 * four lines (tests/e2e/layout-checks.ts).
 */
export const LONG_TITLE = 95;

/**
 * A topic: a badge whose words may wrap (a Spanish topic can be wider than a phone, a badge does not wrap by
 * default).
 */
export function TopicBadge({ topic }: { topic: string }) {
  return (
    <Badge recipe={badgeRecipe} variant="outline" whiteSpace="normal" height="auto" py="0.5" maxW="full">
      {topic}
    </Badge>
  );
}

/** An article's or a guide's picture at its own shape (1200×630), whatever width it is given. */
export function ArticlePicture({ image, ...style }: { image: ArticleSummary['featuredImage'] } & ImageProps) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      htmlWidth={image.width}
      htmlHeight={image.height}
      height="auto"
      aspectRatio={`${image.width} / ${image.height}`}
      {...style}
    />
  );
}

/**
 * The one card for written content: blog articles (blog list, related articles, the home page's latest) and
 * health guides. The picture keeps its 1200×630 shape; category, title, summary, then date, read time and the
 * link on one line, the same on every page.
 */
function ArticleCard(props: ArticleCardProps) {
  const { article, large = false } = props;
  const words = useSiteMessages();
  const category = categoryName(words, article.category);
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      flexDirection={large ? { base: 'column', md: 'row' } : 'column'}
      height="full"
    >
      <ArticlePicture
        image={article.featuredImage}
        loading="lazy"
        width={large ? { base: 'full', md: '50%' } : 'full'}
        flexShrink={0}
        alignSelf="flex-start"
      />
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          {large && (
            <Badge recipe={badgeRecipe} colorPalette="pink" variant="solid">
              {words.m.featured()}
            </Badge>
          )}
          <Badge recipe={badgeRecipe} colorPalette={category?.color ?? 'pink'} variant="subtle">
            {category?.name ?? article.category}
          </Badge>
        </HStack>
        <Heading
          as={props.heading ?? (large ? 'h2' : 'h3')}
          size={large ? '2xl' : article.title.length > LONG_TITLE ? 'md' : 'lg'}
        >
          {article.title}
        </Heading>
        <Text color="fg.muted">{article.summary}</Text>
        {props.children}
        <HStack justify="space-between" mt="auto" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>
            {article.publishedOn} · {words.m.readTime({ minutes: article.readTime })}
          </Text>
          <Link href={props.href} color="pink.fg" fontWeight="semibold">
            {props.action}
            <Box as="span" srOnly>
              : {article.title}
            </Box>
          </Link>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** A blog article's card. Memoized like CalculatorCard (the blog list re-renders it on every keystroke). */
export const PostCard = memo(function PostCard({
  post,
  large = false,
  heading,
}: {
  post: PostMeta;
  large?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const { m, paths } = useSiteMessages();
  return (
    <ArticleCard
      href={paths.post(post.slug)}
      article={{ ...post, summary: post.excerpt }}
      action={m.readMore()}
      large={large}
      heading={heading}
    />
  );
});

/** Guide cards show at most this many topics before '+N more' (spec part 2 §9). */
const TOPICS_SHOWN = 2;

/** A health guide's card: the article card with 'What You'll Learn' (two topics and '+N more'). */
export function GuideCard({ guide }: { guide: GuideMeta }) {
  const more = guide.topics.length - TOPICS_SHOWN;
  const { m, paths } = useSiteMessages();
  return (
    <ArticleCard
      href={paths.guide(guide.slug)}
      article={{ ...guide, summary: guide.description }}
      action={m.readGuide()}
      heading="h2"
    >
      <Text fontWeight="semibold" fontSize="sm">
        {m.whatYoullLearn()}
      </Text>
      <HStack gap="2" wrap="wrap">
        {guide.topics.slice(0, TOPICS_SHOWN).map((topic) => (
          <TopicBadge key={topic} topic={topic} />
        ))}
        {more > 0 && (
          <Badge recipe={badgeRecipe} variant="outline">
            {m.moreTopics({ count: more })}
          </Badge>
        )}
      </HStack>
    </ArticleCard>
  );
}
