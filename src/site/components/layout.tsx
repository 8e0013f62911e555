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
import { Flower2, Languages, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { alternatesOf } from '../data/edition';
import { useEdition } from '../data/use-edition';
import { LANGUAGE_NAME, type Lang, sitePaths } from '../i18n/lang';
import { useSiteMessages } from '../messages/context';
import { CalculatorsMenu, POPOVER_PANEL } from './calculators-menu';
import { ColorModeToggle } from './color-mode';

declare const __BUILD_YEAR__: number;

/** The top-level links besides 'All Calculators', in the page's language. */
function useNavLinks() {
  const { m, paths } = useSiteMessages();
  return [
    { to: paths.blog, label: m.navBlog() },
    { to: paths.guides, label: m.navGuides() },
  ];
}

/**
 * "English" / "Español": the same page in the other language (its twin, else that language's home page), named in
 * that language. The page script adds the address's query and fragment to it (src/islands/enhancements.ts), so a share
 * link's values come along. No page redirects by the browser's language: this link is the only way across.
 */
function LanguageSwitch() {
  const { lang } = useSiteMessages();
  const { pathname } = useLocation();
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const path = pathname.replace(/(.)\/+$/, '$1');
  const href = alternatesOf(path)?.[other] ?? sitePaths(other).home;
  return (
    <Button asChild variant="ghost" size="sm" px="2">
      <a href={href} lang={other} hrefLang={other} data-lang-switch="">
        <Languages aria-hidden />
        {LANGUAGE_NAME[other]}
      </a>
    </Button>
  );
}

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
  const { m, paths } = useSiteMessages();
  return (
    <Link
      href={paths.home}
      aria-label={m.logoLabel()}
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
  const { m, paths } = useSiteMessages();
  const navLinks = useNavLinks();
  return (
    <Box
      as="header"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
      data-print="hide"
    >
      <Container maxW="6xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Logo />
          <HStack as="nav" aria-label={m.navMain()} gap="1" display={{ base: 'none', md: 'flex' }}>
            <CalculatorsMenu />
            {navLinks.map((link) => (
              <TopLink key={link.to} {...link} />
            ))}
          </HStack>
          <HStack gap="1">
            <LanguageSwitch />
            <ColorModeToggle />
            <IconButton
              display={{ base: 'inline-flex', md: 'none' }}
              variant="ghost"
              aria-label={m.menuButton()}
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
        aria-label={m.navMobile()}
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
        <TopLink to={paths.calculators} label={m.allCalculators()} start />
        {navLinks.map((link) => (
          <TopLink key={link.to} {...link} start />
        ))}
      </Stack>
    </Box>
  );
}

/** The footer's three columns, in the page's language (an information page at its slug in that language). */
function useFooterColumns() {
  const { m, paths } = useSiteMessages();
  const { infoPages } = useEdition();
  const page = (id: string) => paths.page(infoPages[id]?.slug ?? id);
  return [
    {
      title: m.footerQuickLinks(),
      links: [
        { to: paths.calculators, label: m.allCalculators() },
        { to: paths.blog, label: m.navBlog() },
        { to: paths.guides, label: m.navGuides() },
        { to: paths.journal, label: m.linkJournal() },
        { to: page('about'), label: m.linkAbout() },
      ],
    },
    {
      title: m.footerResources(),
      links: [
        { to: page('faq'), label: m.linkFaq() },
        { to: page('support'), label: m.linkSupport() },
        { to: page('contact'), label: m.linkContact() },
      ],
    },
    {
      title: m.footerLegal(),
      links: [
        { to: page('privacy'), label: m.linkPrivacy() },
        { to: page('terms'), label: m.linkTerms() },
        { to: page('cookie-policy'), label: m.linkCookies() },
        { to: page('disclaimer'), label: m.linkDisclaimer() },
      ],
    },
  ];
}

function Footer() {
  const { m } = useSiteMessages();
  const columns = useFooterColumns();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16" data-print="hide">
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="2">
            <Logo />
            <Text color="fg.muted" fontSize="sm">
              {m.footerBlurb()}
            </Text>
          </Stack>
          {columns.map((column) => (
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
          {m.footerNote({ year: String(__BUILD_YEAR__) })}
        </Text>
      </Container>
    </Box>
  );
}

/** Header, main content and footer around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const { m } = useSiteMessages();
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        insetStart="2"
        top="-20"
        _focus={{ top: '2', zIndex: 'skipLink', bg: 'bg', p: '2' }}
        data-print="hide"
      >
        {m.skipLink()}
      </Link>
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        {children}
      </Box>
      <Footer />
      <PageMessages />
    </Flex>
  );
}

/**
 * The words the page script says without React (an island that failed to load, the embed code's Copy, the update
 * prompt, the toasts' Close), in the page's language: the one page script serves every language and carries none.
 */
export function PageMessages() {
  const { m } = useSiteMessages();
  return (
    <div
      hidden
      id="page-words"
      data-island-failed={m.islandFailed()}
      data-island-reload={m.islandReload()}
      data-copy-selected={m.copySelected()}
      data-copy-done={m.copyDone()}
      data-update-title={m.updateTitle()}
      data-update-text={m.updateText()}
      data-update-reload={m.updateReload()}
      data-toast-close={m.toastClose()}
    />
  );
}
