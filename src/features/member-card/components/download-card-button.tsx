import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { MemberCard } from '@contract/member';
import { Button } from '@/components/ui/button/button';
import { renderMemberCardPng } from '@/features/member-card/utils/draw-member-card';

export const DOWNLOAD_CARD_FAILED = 'The card image could not be made. Please try printing it instead.';

/** 'Download card': draws the card on a canvas and saves it as a PNG named after the member's ID. */
export function DownloadCardButton({ member }: { member: MemberCard }) {
  const [isDrawing, setIsDrawing] = useState(false);

  const download = async () => {
    setIsDrawing(true);
    try {
      const blob = await renderMemberCardPng(member);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `membership-card-${member.ulid || member.id}.png`;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the address is released.
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      console.error('The membership card image could not be drawn.', error);
      toast.error(DOWNLOAD_CARD_FAILED);
    } finally {
      setIsDrawing(false);
    }
  };

  return (
    <Button
      variant="outline"
      onClick={() => void download()}
      isLoading={isDrawing}
      loadingText="Preparing..."
    >
      Download card
    </Button>
  );
}
