import { Box, HStack, Text } from '@chakra-ui/react';
import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A note beside the journal's numbers, in the look of the result pages' notes: orange with an alert icon for what
 * asks her to act (a late period, a reading worth raising with a clinician), blue for what explains.
 */
export function JournalNote({ tone, children }: { tone: 'info' | 'warning'; children: ReactNode }) {
  const warning = tone === 'warning';
  const Icon = warning ? CircleAlert : Info;
  return (
    <HStack
      align="flex-start"
      gap="3"
      p="4"
      borderRadius="md"
      bg={warning ? 'orange.subtle' : 'blue.subtle'}
      color={warning ? 'orange.fg' : 'blue.fg'}
    >
      <Box pt="0.5" aria-hidden>
        <Icon size={20} />
      </Box>
      <Text>{children}</Text>
    </HStack>
  );
}
