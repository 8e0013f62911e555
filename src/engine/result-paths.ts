import type { CustomComponent } from './schema/blocks';
import type { ResultBlock } from './types';

/** One result path a block reads, where in the definition it is, and when it must resolve. */
export interface ResultPathUse {
  /** Where the path is written, from the definition's root: `result.2.items.0.value`. */
  key: string;
  /** The result path itself (`healthyWeightRange.min`). */
  path: string;
  /**
   * `flag`: a `when` (or `mutedWhen`): undefined there simply reads as false. `value`: a value the block shows,
   * which must be in the result whenever the block shows. `severity`: a value that must also be a severity id
   * (`SEVERITIES`): a card's colour comes from it. `strings`: a value that must be an array of strings (a list
   * block draws nothing else).
   */
  role: 'flag' | 'value' | 'severity' | 'strings';
  /** The `when` paths around it (its block's, an enclosing block's or report section's): all truthy = it shows. */
  conditions: string[];
}

/** A block's options, as the readers below see them (custom props are not typed yet: read them defensively). */
type Options = Record<string, unknown>;

/** What a reader reports: result paths, `when`-like flags, nested blocks, and conditional parts. */
export interface PathSink {
  /** A result path the block shows (ignored when the option is absent); `severity` when it must be a severity id. */
  value(key: string, path: unknown, role?: 'value' | 'severity' | 'strings'): void;
  /** A result path read as true or false. */
  flag(key: string, path: unknown): void;
  /** Result blocks nested in this one (a group). */
  blocks(key: string, blocks: unknown): void;
  /** Paths read only while `when` (a result path) is truthy. */
  when(key: string, when: unknown, read: (sink: PathSink) => void): void;
}

const list = (value: unknown): Options[] =>
  Array.isArray(value) ? value.filter((item): item is Options => !!item && typeof item === 'object') : [];
const object = (value: unknown): Options => (value && typeof value === 'object' ? (value as Options) : {});

/** The result paths of each built-in block kind. */
const BLOCK_PATHS: { [K in ResultBlock['block']]?: (block: Options, at: PathSink) => void } = {
  'category-card': (block, at) => {
    at.value('value', block.value);
    at.value('category', block.category);
    at.value('severity', block.severity, 'severity');
    // Shown only when the result holds one (an urgent result always does: generate checks it).
    at.flag('action', block.action);
    at.value('interpretation', block.interpretation);
  },
  stats: (block, at) => {
    list(block.items).forEach((item, index) => {
      at.value(`items.${index}.value`, item.value);
      at.value(`items.${index}.unitFrom`, item.unitFrom);
      list(item.details).forEach((detail, place) => {
        at.value(`items.${index}.details.${place}.value`, detail.value);
      });
    });
  },
  range: (block, at) => {
    at.value('min', block.min);
    at.value('max', block.max);
    at.value('unitFrom', block.unitFrom);
  },
  table: (block, at) => {
    at.value('rows', block.rows);
    at.value('highlight.equals', object(block.highlight).equals);
  },
  list: (block, at) => at.value('items', block.items, 'strings'),
  progress: (block, at) => at.value('value', block.value),
  note: () => {},
  group: (block, at) => {
    at.flag('mutedWhen', block.mutedWhen);
    at.blocks('blocks', block.blocks);
  },
};

/** One labelled value list of a report (`report-actions` props: sections and summary). */
function reportItems(key: string, items: unknown, at: PathSink) {
  list(items).forEach((item, index) => {
    at.value(`${key}.${index}.value`, item.value);
  });
}

/**
 * The result paths in the props of each custom block component, by component name (`props.` is added to the keys).
 * Item keys (a chart's `x.key`, a table column's `key`, an `ics-download` event's `start` with `each`) are keys of
 * each row, not result paths. A new component adds its line here; tests/unit/result-paths.test.ts checks that
 * every registered component has one.
 */
export const CUSTOM_BLOCK_PATHS: { [K in CustomComponent]: (props: Options, at: PathSink) => void } = {
  chart: (props, at) => {
    at.value('data', props.data);
    at.value('unitFrom', props.unitFrom);
    at.value('point.x', object(props.point).x);
    at.value('point.y', object(props.point).y);
  },
  'report-actions': (props, at) => {
    list(props.sections).forEach((section, index) => {
      at.when(`sections.${index}.when`, section.when, (inner) => {
        reportItems(`sections.${index}.items`, section.items, inner);
        inner.value(`sections.${index}.list`, section.list);
        inner.value(`sections.${index}.table.rows`, object(section.table).rows);
      });
    });
    reportItems('summary', props.summary, at);
  },
  'budget-breakdown': (props, at) => {
    at.value('rows', props.rows);
    for (const total of ['planned', 'actual', 'difference'])
      at.value(`totals.${total}`, object(props.totals)[total]);
  },
  'distribution-bar': (props, at) => at.value('data', props.data),
  timeline: (props, at) => at.value('from', props.from),
  calendar: (props, at) => at.value('from', props.from),
  links: (props, at) => at.value('from', props.from),
  'ics-download': (props, at) => {
    list(props.events).forEach((event, index) => {
      if (event.each !== undefined) {
        at.value(`events.${index}.each`, event.each);
        return;
      }
      at.value(`events.${index}.start`, event.start);
      at.value(`events.${index}.end`, event.end);
    });
  },
};

/**
 * Every result path the blocks read (nested blocks and report sections included), each with the `when` paths
 * under which it shows. No React: the generator runs it on every definition (scripts/lib/result-checks.ts).
 */
export function resultPathUses(
  blocks: readonly unknown[],
  key = 'result',
  conditions: string[] = [],
): ResultPathUse[] {
  const uses: ResultPathUse[] = [];
  const sink = (base: string, around: string[]): PathSink => ({
    value: (name, path, role = 'value') => {
      if (typeof path === 'string') uses.push({ key: `${base}.${name}`, path, role, conditions: around });
    },
    flag: (name, path) => {
      if (typeof path === 'string')
        uses.push({ key: `${base}.${name}`, path, role: 'flag', conditions: around });
    },
    blocks: (name, nested) => {
      if (Array.isArray(nested)) uses.push(...resultPathUses(nested, `${base}.${name}`, around));
    },
    when: (name, when, read) => {
      if (typeof when !== 'string') return read(sink(base, around));
      uses.push({ key: `${base}.${name}`, path: when, role: 'flag', conditions: around });
      read(sink(base, [...around, when]));
    },
  });
  blocks.forEach((raw, index) => {
    const block = object(raw);
    const at = `${key}.${index}`;
    sink(at, conditions).when('when', block.when, (inside) => {
      if (block.block === 'custom') {
        // The schema has already refused a component with no reader (an unknown name).
        const component = String(block.component);
        if (Object.hasOwn(CUSTOM_BLOCK_PATHS, component))
          CUSTOM_BLOCK_PATHS[component as CustomComponent](object(block.props), prefixed(inside, 'props'));
        return;
      }
      BLOCK_PATHS[block.block as ResultBlock['block']]?.(block, inside);
    });
  });
  return uses;
}

/** A sink that writes its keys under `prefix` (a custom block's paths are under `props.`). */
function prefixed(sink: PathSink, prefix: string): PathSink {
  return {
    value: (name, path, role) => sink.value(`${prefix}.${name}`, path, role),
    flag: (name, path) => sink.flag(`${prefix}.${name}`, path),
    blocks: (name, nested) => sink.blocks(`${prefix}.${name}`, nested),
    when: (name, when, read) =>
      sink.when(`${prefix}.${name}`, when, (inner) => read(prefixed(inner, prefix))),
  };
}
