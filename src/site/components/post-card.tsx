import { Badge, Box, Card, Heading, HStack, Image, Link, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { findCategory } from '../data/categories';
import { longDate, type PostMeta } from '../data/content';

/** A blog post card; `large` is the 'Featured' first card of the blog list. Memoized like CalculatorCard. */
export const PostCard = memo(function PostCard({ post, large = false }: { post: PostMeta; large?: boolean }) {
  const category = findCategory(post.category);
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      flexDirection={large ? { base: 'column', md: 'row' } : 'column'}
      height="full"
    >
      <Image
        src={post.featuredImage.src}
        alt={post.featuredImage.alt}
        htmlWidth={post.featuredImage.width}
        htmlHeight={post.featuredImage.height}
        loading="lazy"
        width={large ? { base: 'full', md: '50%' } : 'full'}
        height="auto"
        flexShrink={0}
        alignSelf="flex-start"
        aspectRatio={`${post.featuredImage.width} / ${post.featuredImage.height}`}
      />
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          {large && (
            <Badge colorPalette="pink" variant="solid">
              Featured
            </Badge>
          )}
          <Badge colorPalette={category?.color ?? 'pink'} variant="subtle">
            {category?.name ?? post.category}
          </Badge>
        </HStack>
        <Heading as={large ? 'h2' : 'h3'} size={large ? '2xl' : 'lg'}>
          {post.title}
        </Heading>
        <Text color="fg.muted">{post.excerpt}</Text>
        <HStack justify="space-between" mt="auto" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>
            {longDate(post.publishedAt)} · {post.readTime} min read
          </Text>
          <Link href={`/blog/${post.slug}`} color="pink.fg" fontWeight="semibold">
            Read More
            <Box as="span" srOnly>
              : {post.title}
            </Box>
          </Link>
        </HStack>
      </Card.Body>
      <Box />
    </Card.Root>
  );
});
