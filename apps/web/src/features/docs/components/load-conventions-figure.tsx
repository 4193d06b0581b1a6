// The pile-head sign conventions of packages/engine/src/loads/load-case.ts, drawn: P > 0 is
// compression (down on the head), Vx and Mx act about the strong axis, and below the load point
// the moment is M(z) = Mx + Vx·z (z down from the load point).
export function LoadConventionsFigure() {
  return (
    <svg
      viewBox="0 0 320 220"
      width="100%"
      style={{ maxWidth: 360 }}
      role="img"
      aria-labelledby="load-conventions-title load-conventions-desc"
    >
      <title id="load-conventions-title">Pile head load sign conventions</title>
      <desc id="load-conventions-desc">
        A pile seen along its weak axis. P points down onto the pile head: compression is positive. Vx points
        across the pile, bending it about its strong axis; Mx turns in the sense a positive Vx gives below the
        load point. The moment at depth z below the load point is Mx plus Vx times z.
      </desc>
      <defs>
        <marker
          id="lc-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
        </marker>
      </defs>
      {/* Ground line and the pile */}
      <line x1="20" y1="120" x2="300" y2="120" stroke="#7a5c2e" strokeWidth="2" />
      <text x="250" y="114" fontSize="11" fill="#5c4420">
        grade
      </text>
      <rect x="110" y="60" width="14" height="150" fill="#c9d3de" stroke="#34495e" />
      {/* Load point */}
      <circle cx="117" cy="60" r="3" fill="#34495e" />
      <text x="130" y="56" fontSize="11" fill="#34495e">
        load point
      </text>
      {/* P: down on the head, compression positive */}
      <g color="#c0392b">
        <line
          x1="117"
          y1="8"
          x2="117"
          y2="54"
          stroke="currentColor"
          strokeWidth="2"
          markerEnd="url(#lc-arrow)"
        />
        <text x="124" y="22" fontSize="12" fill="currentColor">
          P &gt; 0 compression
        </text>
      </g>
      {/* Vx: across the pile, strong axis */}
      <g color="#1f6fb2">
        <line
          x1="50"
          y1="60"
          x2="104"
          y2="60"
          stroke="currentColor"
          strokeWidth="2"
          markerEnd="url(#lc-arrow)"
        />
        <text x="20" y="50" fontSize="12" fill="currentColor">
          Vx (strong axis)
        </text>
      </g>
      {/* Mx: the sense a positive Vx gives below the point */}
      <g color="#27825a">
        <path
          d="M 140 78 A 24 24 0 0 1 140 110"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          markerEnd="url(#lc-arrow)"
        />
        <text x="170" y="98" fontSize="12" fill="currentColor">
          Mx
        </text>
      </g>
      {/* z down from the load point */}
      <g color="#34495e">
        <line
          x1="90"
          y1="64"
          x2="90"
          y2="200"
          stroke="currentColor"
          strokeDasharray="3 3"
          markerEnd="url(#lc-arrow)"
        />
        <text x="40" y="190" fontSize="12" fill="currentColor">
          z
        </text>
        <text x="150" y="180" fontSize="12" fill="currentColor">
          M(z) = Mx + Vx·z
        </text>
      </g>
    </svg>
  );
}
