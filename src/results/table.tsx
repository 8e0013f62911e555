import { Box, Heading, Table } from '@chakra-ui/react';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { useId } from 'react';
import { formatValue, getPath, type TableBlock } from '@/engine';
import { useLanguage } from '@/form/language';
import { type BlockProps, withUnit } from './blocks';
import { WideTable } from './wide-table';

/**
 * On a phone each row is a small card: the first cell is its title and every other cell reads "label … value"
 * (the label drawn from `data-label`, hidden from screen readers, which hear the table's own headers). From the
 * md breakpoint up it is a table, in a frame that says so when it must scroll.
 */
const STACKED = {
  mdDown: {
    display: 'block',
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody': { display: 'block' },
    '& tr': {
      display: 'block',
      borderWidth: '1px',
      borderRadius: 'md',
      px: '3',
      py: '2',
      mb: '3',
    },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '4',
      px: '0',
      py: '1',
      borderBottomWidth: '0',
      textAlign: 'end',
    },
    '& td::before': {
      content: 'attr(data-label) / ""',
      color: 'fg.muted',
      textAlign: 'start',
      flexShrink: 0,
      maxWidth: '45%',
    },
    // A cell with nothing in it (a row with no note) is not drawn as a label beside an empty value.
    '& td:empty': { display: 'none' },
    '& td:first-of-type': { fontWeight: 'semibold', textAlign: 'start' },
    '& td:first-of-type::before': { content: 'none' },
  },
} as const;

/** Values up to this many characters stay on one line. */
const SHORT_VALUE = 14;

/** A table of rows from the result; the row matching the visitor's choice is marked, in a neutral colour. */
export default function ResultTable({ block, result }: BlockProps<TableBlock>) {
  const headingId = useId();
  const { locale } = useLanguage();
  const rows = getPath(result, block.rows);
  if (!Array.isArray(rows)) return null;
  const current = block.highlight ? getPath(result, block.highlight.equals) : undefined;
  return (
    <Box>
      <Heading as="h3" size="md" mb="3" id={headingId}>
        {block.title}
      </Heading>
      <WideTable labelledBy={headingId}>
        <Table.Root
          recipe={tableSlotRecipe}
          size="sm"
          role="table"
          aria-labelledby={headingId}
          borderWidth={{ base: '0', md: '1px' }}
          css={STACKED}
        >
          <Table.Header>
            <Table.Row role="row">
              {block.columns.map((column) => (
                <Table.ColumnHeader key={column.key} scope="col" role="columnheader">
                  {column.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row: Record<string, unknown>, index) => {
              const marked = block.highlight !== undefined && row[block.highlight.key] === current;
              return (
                <Table.Row
                  key={String(row[block.columns[0]?.key ?? ''] ?? index)}
                  role="row"
                  // Her row is told apart in a neutral grey: a palette colour reads as a severity, and the
                  // pink's dark shade is the maroon of a warning beside a Normal reading.
                  bg={marked ? 'bg.emphasized' : undefined}
                  fontWeight={marked ? 'semibold' : undefined}
                  aria-current={marked ? 'true' : undefined}
                >
                  {block.columns.map((column, columnIndex) => {
                    const text = withUnit(formatValue(row[column.key], column.format, locale), column.unit);
                    // A short value (a number, a money amount, "70 cm") never breaks across lines.
                    const short = columnIndex > 0 && text.length <= SHORT_VALUE;
                    return (
                      <Table.Cell
                        key={column.key}
                        role="cell"
                        data-label={column.label}
                        whiteSpace={short ? 'nowrap' : undefined}
                      >
                        {text}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </WideTable>
    </Box>
  );
}
