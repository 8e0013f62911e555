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
import { Flower2, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CalculatorsMenu, POPOVER_PANEL } from './calculators-menu';
import { ColorModeToggle } from './color-mode';

declare const __BUILD_YEAR__: number;

const NAV_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/health-guides', label: 'Health Guides' },
] as const;

/** A top-level link; the current section is marked (the page is rendered for its path at build time). */
function TopLink({ to, label, start = false }: { to: string; label: string; start?: boolean }) {
  const { pathname } = useLocation();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Button
      asChild
      variant="ghost"
      justifyContent={start ? 'flex-start' : undefined}
      css={{ '&[aria-current=page]': { bg: 'pink.subtle', color: 'pink.fg' } }}
    >
      <a href={to} aria-current={current ? 'page' : undefined}>
        {label}
      </a>
    </Button>
  );
}

function Logo() {
  return (
    <Link
      href="/"
      aria-label="BloomCalc home"
      fontWeight="bold"
      fontSize="xl"
      color="pink.fg"
      _hover={{ textDecoration: 'none' }}
    >
      <Flower2 aria-hidden />
      BloomCalc
    </Link>
  );
}

/**
 * The header, with no framework code: the 'All Calculators' panel and the phone menu are native popovers opened
 * by their buttons (outside click and Escape close them; a link loads a new page), the theme button is answered
 * by /theme-init.js.
 */
function Header() {
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
              aria-label="Menu"
              popoverTarget="mobile-menu"
            >
              <Menu />
            </IconButton>
          </HStack>
        </Flex>
      </Container>
      <Stack
        as="nav"
        id="mobile-menu"
        aria-label="Mobile"
        popover="auto"
        position="fixed"
        inset="unset"
        top="4rem"
        left="0"
        width="100%"
        margin="0"
        bg="bg"
        color="fg"
        borderWidth="0"
        borderBottomWidth="1px"
        boxShadow="md"
        px="4"
        pb="4"
        pt="2"
        gap="1"
        css={POPOVER_PANEL}
      >
        <TopLink to="/calculators" label="All Calculators" start />
        {NAV_LINKS.map((link) => (
          <TopLink key={link.to} {...link} start />
        ))}
      </Stack>
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
                <Link key={link.to} href={link.to} fontSize="sm" color="fg.muted">
                  {link.label}
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

/** Header, main content and footer around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
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
    </Flex>
  );
}
