import type { SampleEndpoint } from "~/content/types";

interface EndpointTableProps {
  caption: string;
  columns: { method: string; path: string; purpose: string };
  endpoints: readonly SampleEndpoint[];
}

/** API endpoints as a real table: method, path (the row header) and purpose. */
export function EndpointTable({ caption, columns, endpoints }: EndpointTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="border-b border-border px-4 py-3 text-left font-semibold sm:px-6">
          {caption}
        </caption>
        <thead className="bg-surface-sunken text-sm text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {columns.method}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {columns.path}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell sm:px-6">
              {columns.purpose}
            </th>
          </tr>
        </thead>
        <tbody>
          {endpoints.map(({ method, path, description }) => (
            <tr key={`${method} ${path}`} className="border-t border-border align-top">
              <td className="px-4 py-4 sm:px-6">
                <span className="rounded-md bg-primary-soft px-2 py-1 font-mono text-sm font-semibold text-primary">
                  {method}
                </span>
              </td>
              <th scope="row" className="px-4 py-4 font-normal sm:px-6">
                <code className="font-mono text-sm font-semibold break-all">{path}</code>
                <p className="mt-1 text-ink-muted sm:hidden">{description}</p>
              </th>
              <td className="hidden px-4 py-4 text-ink-muted sm:table-cell sm:px-6">
                {description}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
