import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { colorAt } from './chart-colors';

export interface DonutSlice {
  name: string;
  value: number;
}

/**
 * The analytics screens' share charts (file sizes, extraction methods, calibration status): a
 * ring with a tooltip and a legend. Slices take the palette in order unless `colorOf` names one.
 */
export function DonutChart({
  data,
  animate,
  colorOf,
}: {
  data: DonutSlice[];
  animate: boolean;
  colorOf?: (name: string) => string | undefined;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          isAnimationActive={animate}
          data={data}
          dataKey="value"
          nameKey="name"
          outerRadius="75%"
          innerRadius="40%"
        >
          {data.map((slice, index) => (
            <Cell key={slice.name} fill={colorOf?.(slice.name) ?? colorAt(index)} />
          ))}
        </Pie>
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </ResponsiveContainer>
  );
}
