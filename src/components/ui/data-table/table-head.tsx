/** The head of a table laid out by hand: a column heading (`scope="col"`) per name, each with `cellClassName`. */
export function TableHead({
  names,
  className,
  cellClassName,
}: {
  names: readonly string[];
  className?: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={cellClassName}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
