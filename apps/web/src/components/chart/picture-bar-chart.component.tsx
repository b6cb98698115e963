import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';

/**
 * A bar chart for the eye only. Every chart of the product has its figures in words or a table
 * next to it, so screen readers skip the picture, and the keyboard must too: recharts makes its
 * drawing focusable by default (its accessibility layer), and a focusable thing inside an
 * aria-hidden one is a trap that announces nothing.
 */
export function PictureBarChart({ testId, ...props }: BarChartProps & { testId?: string }) {
  return (
    <div aria-hidden data-testid={testId}>
      <BarChart {...props} barChartProps={{ ...props.barChartProps, accessibilityLayer: false }} />
    </div>
  );
}
