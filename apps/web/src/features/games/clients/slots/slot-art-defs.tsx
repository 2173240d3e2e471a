/**
 * Gradients and patterns the slot symbols paint with, defined once per
 * machine (symbols reference them by id) so hundreds of reel cells stay light.
 */
const linear = (id: string, stops: readonly string[], vertical = true) => (
  <linearGradient key={id} id={id} x1="0" y1="0" x2={vertical ? '0' : '1'} y2="1">
    {stops.map((color, i) => (
      <stop key={color + String(i)} offset={i / (stops.length - 1)} stopColor={color} />
    ))}
  </linearGradient>
);

const radial = (id: string, stops: readonly string[]) => (
  <radialGradient key={id} id={id} cx="0.38" cy="0.32" r="0.75">
    {stops.map((color, i) => (
      <stop key={color + String(i)} offset={i / (stops.length - 1)} stopColor={color} />
    ))}
  </radialGradient>
);

export function SlotArtDefs() {
  return (
    <svg className="slot-art-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {linear('sa-gold', ['#fff4c2', '#f5c542', '#b7791f'])}
        {linear('sa-gold-dark', ['#f5c542', '#a16207', '#6b3d06'])}
        {linear('sa-silver', ['#ffffff', '#cbd5e1', '#64748b'])}
        {linear('sa-red', ['#ff8a8a', '#e11d48', '#7f1d1d'])}
        {linear('sa-orange', ['#ffd089', '#f97316', '#9a3412'])}
        {linear('sa-green', ['#b7f7c8', '#22c55e', '#14532d'])}
        {linear('sa-jade', ['#a7f3d0', '#10b981', '#064e3b'])}
        {linear('sa-blue', ['#bfdbfe', '#3b82f6', '#1e3a8a'])}
        {linear('sa-lapis', ['#93c5fd', '#1d4ed8', '#172554'])}
        {linear('sa-turquoise', ['#a5f3fc', '#14b8a6', '#134e4a'])}
        {linear('sa-purple', ['#e9d5ff', '#a855f7', '#4c1d95'])}
        {linear('sa-pink', ['#fbcfe8', '#ec4899', '#831843'])}
        {linear('sa-cyan', ['#cffafe', '#22d3ee', '#155e75'])}
        {linear('sa-yellow', ['#fef9c3', '#facc15', '#a16207'])}
        {linear('sa-brown', ['#d6a272', '#7c4a21', '#3b200b'])}
        {linear('sa-fur', ['#8a5a32', '#4a2c14', '#24140a'])}
        {linear('sa-grey', ['#e5e7eb', '#9ca3af', '#374151'])}
        {linear('sa-tan', ['#fde3b5', '#d9a066', '#8a5a2b'])}
        {linear('sa-bronze', ['#f1c27d', '#c98b3c', '#7a4a17'])}
        {linear('sa-sky', ['#fde68a', '#fb923c', '#be185d', '#4c1d95'])}
        {linear('sa-night', ['#1e293b', '#0f172a'])}
        {linear('sa-flame', ['#fff7ad', '#fb923c', '#dc2626'])}
        {linear('sa-ribbon', ['#ff6b6b', '#b91c1c'])}
        {linear('sa-ribbon-blue', ['#60a5fa', '#1e40af'])}
        {radial('sa-badge-lapis', ['#3b5cc4', '#152a66', '#0a1433'])}
        {radial('sa-badge-red', ['#d43a3a', '#7f1313', '#3d0808'])}
        {radial('sa-badge-sand', ['#fde7b0', '#d6a24e', '#7a4e17'])}
        {radial('sa-badge-turquoise', ['#5eead4', '#0f766e', '#042f2e'])}
        {radial('sa-badge-purple', ['#8b5cf6', '#3b0764', '#12002a'])}
        {radial('sa-badge-night', ['#3b4a7a', '#141b38', '#070a18'])}
        {radial('sa-badge-sunset', ['#fdba74', '#c2410c', '#431407'])}
        {radial('sa-badge-sky', ['#93c5fd', '#1d4ed8', '#0b1f52'])}
        {radial('sa-badge-jade', ['#34d399', '#065f46', '#022c22'])}
        {radial('sa-badge-crimson', ['#f43f5e', '#881337', '#2a0610'])}
        {radial('sa-pearl', ['#ffffff', '#fde7f3', '#c4b5fd', '#7c3aed'])}
        {radial('sa-disco', ['#ffffff', '#c7d2fe', '#6366f1', '#1e1b4b'])}
        {radial('sa-sun', ['#fffbeb', '#fde047', '#f59e0b'])}
        <pattern id="sa-nemes" width="100" height="8" patternUnits="userSpaceOnUse">
          <rect width="100" height="4" fill="#f5c542" />
          <rect y="4" width="100" height="4" fill="#1d4ed8" />
        </pattern>
      </defs>
    </svg>
  );
}
