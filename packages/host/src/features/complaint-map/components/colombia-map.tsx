import { useMemo, type KeyboardEvent } from 'react';
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The map's TopoJSON, as {@link ColombiaMap} receives it (fetched by the screen). */
export type DepartmentsTopology = Topology<{ departamentos: GeometryCollection<DepartmentProperties> }>;
import { DASHBOARD_REPORT_TEXTS as T } from '@sfc/core';
import { formatCell } from '@sfc/widgets/elements/report-viewer/report-format.js';

/** The San Andrés archipelago: drawn in its own inset, far from the mainland. */
export const SAN_ANDRES = '88';

/** The sequential colours of the classes, lightest first (ColorBrewer "Blues", 5 classes). */
export const MAP_COLOURS = ['#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
/** A department without complaints. */
export const NO_COMPLAINTS_COLOUR = '#f0f0f0';

const WIDTH = 480;
const HEIGHT = 600;
const INSET = { x: 8, y: 8, width: 110, height: 130 } as const;

interface Department {
  code: string;
  name: string;
  shape: GeoPermissibleObjects;
}

type DepartmentProperties = { codigo: string; nombre: string };

/** The 33 departments of the TopoJSON as GeoJSON features. */
function departments(topo: DepartmentsTopology): Department[] {
  const collection = feature(topo, topo.objects.departamentos);
  return collection.features.map((f) => ({
    code: f.properties.codigo,
    name: f.properties.nombre,
    shape: f as GeoPermissibleObjects,
  }));
}

/** One class of the legend: its colour and the counts it covers. */
export interface MapClass {
  colour: string;
  from: number;
  to: number;
}

/**
 * Equal-interval classes from 1 to `max` (at most five, never wider than needed), so the same
 * count always has the same colour on the map and in the legend.
 */
export function mapClasses(max: number): MapClass[] {
  if (max <= 0) return [];
  const count = Math.min(MAP_COLOURS.length, max);
  const step = max / count;
  return Array.from({ length: count }, (_, index) => ({
    colour: MAP_COLOURS[index + MAP_COLOURS.length - count]!,
    from: index === 0 ? 1 : Math.floor(step * index) + 1,
    to: index === count - 1 ? max : Math.floor(step * (index + 1)),
  }));
}

/** The colour of `n` complaints under `classes`. */
export function colourOf(n: number, classes: readonly MapClass[]): string {
  if (n <= 0) return NO_COMPLAINTS_COLOUR;
  return (classes.find((c) => n >= c.from && n <= c.to) ?? classes[classes.length - 1])!.colour;
}

/** Props of {@link ColombiaMap}. */
export interface ColombiaMapProps {
  /** The departments' geometry (colombia-departamentos.topo.json). */
  topology: DepartmentsTopology;
  /** Complaints per DANE department code. */
  counts: ReadonlyMap<string, number>;
  /** The department shown in the drill-down, if any. */
  selected?: string;
  /** A department was chosen (click, Enter or Space). */
  onChoose: (code: string) => void;
}

/**
 * The choropleth of Colombia by department (DANE MGN 2018, TopoJSON drawn with d3-geo): each
 * department is a button named with its count, operable by keyboard; San Andrés is drawn in an
 * inset so it can be clicked. The legend is a list a screen reader reads; the full data is the
 * report's table beside the map.
 */
export function ColombiaMap({ topology, counts, selected, onChoose }: ColombiaMapProps) {
  const { mainland, islands } = useMemo(() => {
    const all = departments(topology);
    const mainlandShapes = all.filter((d) => d.code !== SAN_ANDRES);
    const islandShapes = all.filter((d) => d.code === SAN_ANDRES);
    const main = geoMercator().fitExtent(
      [
        [INSET.x + INSET.width + 4, 4],
        [WIDTH - 4, HEIGHT - 4],
      ],
      { type: 'FeatureCollection', features: mainlandShapes.map((d) => d.shape) } as GeoPermissibleObjects,
    );
    const inset = geoMercator().fitExtent(
      [
        [INSET.x + 10, INSET.y + 10],
        [INSET.x + INSET.width - 10, INSET.y + INSET.height - 10],
      ],
      { type: 'FeatureCollection', features: islandShapes.map((d) => d.shape) } as GeoPermissibleObjects,
    );
    const draw = (projection: typeof main) => {
      const path = geoPath(projection);
      return (d: Department) => ({ ...d, path: path(d.shape) ?? '' });
    };
    return { mainland: mainlandShapes.map(draw(main)), islands: islandShapes.map(draw(inset)) };
  }, [topology]);

  const max = Math.max(0, ...counts.values());
  const classes = mapClasses(max);

  /** What makes a department (or the inset holding San Andrés) a button. */
  const buttonProps = (d: Department) => {
    const n = counts.get(d.code) ?? 0;
    return {
      role: 'button',
      tabIndex: 0,
      'aria-label': T.mapDepartment(d.name, formatCell(n)),
      'aria-pressed': selected === d.code,
      onClick: () => onChoose(d.code),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onChoose(d.code);
        }
      },
    };
  };

  const shape = (d: Department & { path: string }, asButton: boolean) => {
    const n = counts.get(d.code) ?? 0;
    return (
      <path
        key={d.code}
        d={d.path}
        {...(asButton ? buttonProps(d) : {})}
        data-codigo={d.code}
        data-quejas={n}
        className={`colombia-map__department${selected === d.code ? ' colombia-map__department--selected' : ''}`}
        fill={colourOf(n, classes)}
      >
        <title>{T.mapDepartment(d.name, formatCell(n))}</title>
      </path>
    );
  };
  const archipelago = islands[0];

  return (
    <div className="colombia-map">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label={T.mapLabel}
        className="colombia-map__svg"
      >
        <g>{mainland.map((d) => shape(d, true))}</g>
        {/* The islands are a few pixels wide: the whole inset is San Andrés's button. */}
        {archipelago ? (
          <g className="colombia-map__inset-button" {...buttonProps(archipelago)}>
            <rect
              x={INSET.x}
              y={INSET.y}
              width={INSET.width}
              height={INSET.height}
              className="colombia-map__inset"
            />
            {shape(archipelago, false)}
          </g>
        ) : null}
      </svg>
      <div className="colombia-map__legend">
        <p id="colombia-map-legend">{T.mapLegend}</p>
        <ul aria-labelledby="colombia-map-legend">
          <li>
            <span
              className="colombia-map__swatch"
              style={{ background: NO_COMPLAINTS_COLOUR }}
              aria-hidden="true"
            />
            {T.mapNoComplaints}
          </li>
          {classes.map((c) => (
            <li key={c.colour}>
              <span className="colombia-map__swatch" style={{ background: c.colour }} aria-hidden="true" />
              {c.from === c.to ? formatCell(c.from) : T.mapLegendRange(formatCell(c.from), formatCell(c.to))}
            </li>
          ))}
        </ul>
        <p className="colombia-map__credit">{T.mapCredit}</p>
      </div>
    </div>
  );
}
