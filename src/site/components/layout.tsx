import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Flower2, Menu, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { TOAST_REQUESTED } from '../events';
import { applyMeta } from '../head';
import { CalculatorsMenu } from './calculators-menu';
import { ColorModeToggle } from './color-mode';

declare const __BUILD_YEAR__: number;

const NAV_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/health-guides', label: 'Health Guides' },
] as const;

function TopLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" css={{ '&[aria-current=page]': { bg: 'pink.subtle', color: 'pink.fg' } }}>
      <NavLink to={to}>{label}</NavLink>
    </Button>
  );
}

function Logo() {
  return (
    <Link asChild fontWeight="bold" fontSize="xl" color="pink.fg" _hover={{ textDecoration: 'none' }}>
      <RouterLink to="/" aria-label="BloomCalc home">
        <Flower2 aria-hidden />
        BloomCalc
      </RouterLink>
    </Link>
  );
}

function Header() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu on navigation.
  useEffect(() => setMobileOpen(false), [location.pathname]);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Logo />
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
            <CalculatorsMenu />
            {NAV_LINKS.map((link) => (
              <TopLink key={link.to} {...link} />
            ))}
          </HStack>
          <HStack gap="1">
            <ColorModeToggle />
            <IconButton
              display={{ base: 'inline-flex', md: 'none' }}
              variant="ghost"
              aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileOpen((value) => !value)}
            >
              {mobileOpen ? <X /> : <Menu />}
            </IconButton>
          </HStack>
        </Flex>
        <Stack
          as="nav"
          id="mobile-menu"
          aria-label="Mobile"
          hidden={!mobileOpen}
          display={{ md: 'none' }}
          pb="4"
          gap="1"
        >
          <TopLink to="/calculators" label="All Calculators" />
          {NAV_LINKS.map((link) => (
            <TopLink key={link.to} {...link} />
          ))}
        </Stack>
      </Container>
    </Box>
  );
}

const FOOTER_COLUMNS = [
  {
    title: 'Quick links',
    links: [
      { to: '/calculators', label: 'All Calculators' },
      { to: '/blog', label: 'Blog' },
      { to: '/health-guides', label: 'Health Guides' },
      { to: '/about', label: 'About Us' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/support', label: 'Support' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/disclaimer', label: 'Medical Disclaimer' },
    ],
  },
] as const;

function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="2">
            <Logo />
            <Text color="fg.muted" fontSize="sm">
              Free, private calculators for women's health, pregnancy, cycles, nutrition and family finance.
              Every calculation runs in your browser; nothing you type is stored or sent.
            </Text>
          </Stack>
          {FOOTER_COLUMNS.map((column) => (
            <Stack key={column.title} gap="2" as="nav" aria-label={column.title}>
              <Text fontWeight="semibold">{column.title}</Text>
              {column.links.map((link) => (
                <Link key={link.to} asChild fontSize="sm" color="fg.muted">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text mt="10" fontSize="sm" color="fg.muted">
          © {__BUILD_YEAR__} BloomCalc. Estimates for information only, not medical or financial advice.
        </Text>
      </Container>
    </Box>
  );
}

/** On every route change: scroll to the top and update the head's title, description and canonical. */
function RouteEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The prerendered head is already right for the first page; later pages load the metadata on demand.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    void import('../meta').then(({ metaFor }) => applyMeta(metaFor(pathname)));
  }, [pathname]);
  return null;
}

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Mounts the toast area once a page asks for a toast (see notify.ts; its code is not in any first load). */
function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const show = () => setWanted(true);
    window.addEventListener(TOAST_REQUESTED, show);
    return () => window.removeEventListener(TOAST_REQUESTED, show);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Header, main content and footer around every page. */
export function Layout({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Marks the page as interactive; browser tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Flex direction="column" minH="100vh">
      <RouteEffects />
      <Link
        href="#main"
        position="absolute"
        insetStart="2"
        top="-20"
        _focus={{ top: '2', zIndex: 'skipLink', bg: 'bg', p: '2' }}
      >
        Skip to content
      </Link>
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        {children}
      </Box>
      <Footer />
      <ToastHost />
    </Flex>
  );
}
