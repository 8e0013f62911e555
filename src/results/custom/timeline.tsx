import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { CircleCheck, CircleDot, Circle as CircleIcon } from 'lucide-react';
import type { CustomBlockOf } from '@/engine';
import { formatIsoDate, getPath } from '@/engine';
import { useLanguage, useResultMessages } from '@/form/language';
import type { BlockProps } from '../blocks';

interface Step {
  week: number;
  description: string;
  date: string;
  status: 'past' | 'current' | 'upcoming';
}

function isStep(value: unknown): value is Step {
  const step = value as Step | null;
  return (
    typeof step?.week === 'number' &&
    typeof step.description === 'string' &&
    typeof step.date === 'string' &&
    ['past', 'current', 'upcoming'].includes(step.status)
  );
}

const STATUS = {
  past: { Icon: CircleCheck, palette: 'green' },
  current: { Icon: CircleDot, palette: 'pink' },
  upcoming: { Icon: CircleIcon, palette: 'gray' },
} as const;

/** An ordered list of milestones: passed ones carry a check and "Passed", the current one is highlighted. */
export default function Timeline({ block, result }: BlockProps<CustomBlockOf<'timeline'>>) {
  const { from } = block.props;
  const { locale } = useLanguage();
  const words = useResultMessages();
  const raw = getPath(result, from);
  const steps = Array.isArray(raw) ? raw.filter(isStep) : [];
  if (steps.length === 0) return null;
  return (
    <Box>
      {block.title && (
        <Heading as="h3" size="md" mb="3">
          {block.title}
        </Heading>
      )}
      <List.Root as="ol" listStyleType="none" gap="2" ms="0">
        {steps.map((step) => {
          const { Icon, palette } = STATUS[step.status];
          const text = words.timelineStatus({ status: step.status });
          const current = step.status === 'current';
          return (
            <List.Item
              key={step.week}
              aria-current={current ? 'step' : undefined}
              colorPalette={palette}
              bg={current ? 'colorPalette.subtle' : undefined}
              borderWidth="1px"
              borderColor={current ? 'colorPalette.solid' : 'border'}
              borderRadius="md"
              p="3"
            >
              <HStack align="flex-start" gap="3">
                <Box color="colorPalette.fg" pt="0.5" aria-hidden>
                  <Icon size={22} />
                </Box>
                <Stack gap="0.5" flex="1">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Text fontWeight="semibold">
                      {words.week()} {step.week}
                      <Text as="span" fontWeight="normal" color="fg.muted">
                        {' · '}
                        {formatIsoDate(step.date, false, locale)}
                      </Text>
                    </Text>
                    <Badge recipe={badgeRecipe} colorPalette={palette} variant={current ? 'solid' : 'subtle'}>
                      {text}
                    </Badge>
                  </HStack>
                  <Text color={step.status === 'past' ? 'fg.muted' : 'fg'}>{step.description}</Text>
                </Stack>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
