/** Flag icons, 25x15 (PRODUCT §2): Mexico for Spanish (es-MX), United States for English (en-US). */
export function FlagEs() {
  return (
    <svg width="25" height="15" viewBox="0 0 25 15" aria-hidden="true" focusable="false">
      <rect width="25" height="15" fill="#fff" />
      <rect width="8.33" height="15" fill="#006847" />
      <rect x="16.67" width="8.33" height="15" fill="#ce1126" />
      <circle cx="12.5" cy="7.5" r="2.1" fill="#8c6239" />
      <path d="M10.7 8.6q1.8 1.6 3.6 0" stroke="#006847" strokeWidth=".6" fill="none" />
    </svg>
  );
}

export function FlagEn() {
  return (
    <svg width="25" height="15" viewBox="0 0 25 15" aria-hidden="true" focusable="false">
      <rect width="25" height="15" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 15) / 13} width="25" height={15 / 13} fill="#b22234" />
      ))}
      <rect width="10" height={(7 * 15) / 13} fill="#3c3b6e" />
      {[1.5, 4, 6.5, 9].flatMap((x) => [1.3, 3.3, 5.8].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r=".45" fill="#fff" />))}
    </svg>
  );
}
