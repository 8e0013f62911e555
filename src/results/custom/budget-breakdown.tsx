import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { useId } from 'react';
import type { CustomBlockOf, Language, ResultMessages } from '@/engine';
import { formatMoney, getPath } from '@/engine';
import { useLanguage, useResultMessages } from '@/form/language';
import type { BlockProps } from '../blocks';
import { WideTable } from '../wide-table';

interface BudgetRow {
  name: string;
  percentage: number;
  plannedAmount: number;
  actualAmount: number;
  difference: number;
}

const money = (value: unknown, language: Language) =>
  typeof value === 'number' && Number.isFinite(value) ? formatMoney(value, {}, language.locale) : '—';

/** Planned − actual as signed text that does not rely on colour: "+$1,000.00 within plan", "−$200.00 over plan". */
function describeDifference(
  value: number,
  language: Language,
  words: ResultMessages,
): {
  sign: string;
  amount: string;
  words: string;
  within: boolean;
} {
  const within = value >= 0;
  return {
    sign: within ? '+' : '−',
    amount: formatMoney(Math.abs(value), {}, language.locale),
    words: within ? words.withinPlan() : words.overPlan(),
    within,
  };
}

function Difference({ value }: { value: unknown }) {
  const language = useLanguage();
  const resultMessages = useResultMessages();
  if (typeof value !== 'number' || !Number.isFinite(value)) return <>—</>;
  const { sign, amount, words, within } = describeDifference(value, language, resultMessages);
  return (
    <Text as="span" color={within ? 'green.fg' : 'red.fg'} fontWeight="semibold" data-within={within}>
      {sign}
      {amount}{' '}
      <Text as="span" fontWeight="normal" fontSize="sm">
        {words}
      </Text>
    </Text>
  );
}

/** A budget table: planned, actual and a signed, coloured difference per row, with totals in the footer. */
export default function BudgetBreakdown({ block, result }: BlockProps<CustomBlockOf<'budget-breakdown'>>) {
  const props = block.props;
  const headingId = useId();
  const captionId = useId();
  const language = useLanguage();
  const { messages: words } = language;
  const resultMessages = useResultMessages();
  const rows = getPath(result, props.rows);
  if (!Array.isArray(rows) || rows.length === 0) return null;
  return (
    <Box>
      {block.title && (
        <Heading as="h3" size="md" mb="3" id={headingId}>
          {block.title}
        </Heading>
      )}
      <WideTable
        labelledBy={block.title ? headingId : undefined}
        caption={{ id: captionId, text: props.caption }}
      >
        <Table.Root
          recipe={tableSlotRecipe}
          size="sm"
          borderWidth="1px"
          borderRadius="md"
          aria-labelledby={captionId}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{words.category()}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {resultMessages.share()}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {resultMessages.planned()}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {resultMessages.actual()}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {resultMessages.difference()}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(rows as BudgetRow[]).map((row) => (
              <Table.Row key={row.name}>
                <Table.Cell as="th" scope="row" fontWeight="medium">
                  {row.name}
                </Table.Cell>
                <Table.Cell textAlign="end">{row.percentage}%</Table.Cell>
                <Table.Cell textAlign="end">{money(row.plannedAmount, language)}</Table.Cell>
                <Table.Cell textAlign="end">{money(row.actualAmount, language)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Difference value={row.difference} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell as="th" scope="row">
                {resultMessages.total()}
              </Table.Cell>
              <Table.Cell textAlign="end">100%</Table.Cell>
              <Table.Cell textAlign="end">
                {money(getPath(result, props.totals.planned), language)}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(getPath(result, props.totals.actual), language)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Difference value={getPath(result, props.totals.difference)} />
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </WideTable>
    </Box>
  );
}
