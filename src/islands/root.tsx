import { Box, ChakraProvider, Link, type SystemContext, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';

/**
 * Catches a render error inside one island, so a broken part shows a plain message and a way on instead of
 * unmounting itself (the rest of the page is static HTML and stays).
 */
class IslandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('BloomCalc: a part of this page stopped working', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" borderWidth="1px" borderRadius="md" p="4" data-testid="island-error">
        <Text fontWeight="semibold">This part of the page could not be shown.</Text>
        <Text mt="1">
          Something in the page address or your entries could not be read.{' '}
          <Link href={typeof window === 'undefined' ? '/' : window.location.pathname} colorPalette="pink">
            Start again with an empty form
          </Link>{' '}
          or <Link href="/">go to the home page</Link>.
        </Text>
      </Box>
    );
  }
}

/** What every island renders inside, on the server and in the browser alike (so hydration matches). */
export function IslandRoot({
  system,
  children,
  after = null,
}: {
  system: SystemContext;
  children: ReactNode;
  /**
   * Rendered after the island, inside its Suspense boundary (the browser's hydration signal: its effect runs once
   * the boundary's content is hydrated, not only the shell around it; nothing on the server).
   */
  after?: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <IslandBoundary>
        <Suspense fallback={null}>
          {children}
          {after}
        </Suspense>
      </IslandBoundary>
    </ChakraProvider>
  );
}
