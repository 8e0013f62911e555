import { Alert, Button, Card, Container, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { BookOpen, Clock, HelpCircle, Mail } from 'lucide-react';
import { use } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Prose } from '../components/prose';
import { useEdition } from '../data/use-edition';
import { useInfoPage } from '../data/use-info-page';
import { useSiteMessages } from '../messages/context';
import NotFoundPage from './not-found-page';

const SUPPORT_EMAIL = 'hello@bloomcalc.example';

/** /support — quick help, common issues, best practices, email and an emergency note. */
/** A full-width button whose label wraps onto a second line when the column is too narrow for it. */
const WRAPPING = {
  width: 'full',
  whiteSpace: 'normal',
  textAlign: 'center',
  height: 'auto',
  minHeight: '8',
  paddingY: '1.5',
} as const;

export default function SupportPage() {
  const { m, paths } = useSiteMessages();
  const { infoPages } = useEdition();
  const { meta, pending } = useInfoPage();
  if (!meta || !pending) return <NotFoundPage />;
  const { html } = use(pending);
  const page = (id: string) => paths.page(infoPages[id]?.slug ?? id);
  // The sentence around the address, in the page's words; the address itself is a link.
  const [emailBefore = '', emailAfter = ''] = m
    .supportEmailLine({ email: SUPPORT_EMAIL })
    .split(SUPPORT_EMAIL);
  const cards = [
    {
      icon: HelpCircle,
      title: m.linkFaq(),
      text: m.supportFaqText(),
      to: page('faq'),
      label: m.supportFaqAction(),
    },
    {
      icon: BookOpen,
      title: m.navGuides(),
      text: m.supportGuidesText(),
      to: paths.guides,
      label: m.learnMore(),
    },
    {
      icon: Mail,
      title: m.supportContactTitle(),
      text: m.supportContactText(),
      to: page('contact'),
      label: m.supportContactAction(),
    },
  ];
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {meta.title}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="8">
        {meta.description}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="10">
        {cards.map(({ icon: Icon, title, text, to, label }) => (
          <Card.Root key={title}>
            <Card.Body gap="2">
              <Icon aria-hidden />
              <Heading as="h2" size="md">
                {title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {text}
              </Text>
            </Card.Body>
            <Card.Footer>
              {/* Four cards a row at 1280 px leave 144 px: a longer label ("Ver preguntas frecuentes") wraps, never cut. */}
              <Button asChild size="sm" colorPalette="pink" {...WRAPPING}>
                <RouterLink to={to}>{label}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
        <Card.Root>
          <Card.Body gap="2">
            <Clock aria-hidden />
            <Heading as="h2" size="md">
              {m.responseTitle()}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {m.responseText()}
            </Text>
          </Card.Body>
          <Card.Footer>
            <Button size="sm" disabled {...WRAPPING}>
              {m.responseTime()}
            </Button>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
      <Prose html={html} />
      <Text mt="6">
        {emailBefore}
        <Link href={`mailto:${SUPPORT_EMAIL}`} color="pink.fg">
          {SUPPORT_EMAIL}
        </Link>
        {emailAfter}{' '}
        <Link
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(m.supportFeedbackSubject())}`}
          color="pink.fg"
        >
          {m.supportFeedback()}
        </Link>
        .
      </Text>
      <Alert.Root status="error" mt="8">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{m.emergencyTitle()}</Alert.Title>
          <Alert.Description>{m.emergencyText()}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
