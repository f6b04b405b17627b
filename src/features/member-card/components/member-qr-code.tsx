import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { createQrMatrix, qrMatrixToSvgPath } from '@/features/member-card/utils/qr-matrix';

const QUIET_ZONE_MODULES = 2;

export interface MemberQrCodeProps {
  /** What a phone reads when it scans the code. */
  value: string;
  className?: string;
}

/** A QR code drawn as one SVG path: sharp at any size, on screen and in print. */
export function MemberQrCode({ value, className }: MemberQrCodeProps) {
  const { path, side } = useMemo(() => {
    const matrix = createQrMatrix(value);
    return {
      path: qrMatrixToSvgPath(matrix, QUIET_ZONE_MODULES),
      side: matrix.size + QUIET_ZONE_MODULES * 2,
    };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={`QR code linking to this membership card: ${value}`}
      data-qr-value={value}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={cn('block bg-white', className)}
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
