// The package ships no types: a family per metric name, its samples' values as strings.
declare module "parse-prometheus-text-format" {
  export default function parsePrometheusTextFormat(text: string): {
    name: string;
    help: string;
    type: string;
    metrics: { value?: string; labels?: Record<string, string>; buckets?: Record<string, string> }[];
  }[];
}
