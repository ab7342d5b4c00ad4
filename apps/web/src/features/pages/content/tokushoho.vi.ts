import { cancellationTable } from './cancellation.ts';
import { MODIFICATION_CANCEL_PERCENT } from './custom-plans.ts';
import { SERVICE } from './service-facts.ts';
import type { PageDoc } from './types.ts';

const hours = `Giờ làm việc: thứ Hai đến thứ Sáu, ${SERVICE.officeHours.open}–${SERVICE.officeHours.close} (nghỉ cuối tuần, ngày lễ của Nhật Bản và dịp năm mới).`;

const doc: PageDoc = {
  lead: [
    'Thông tin công bố theo Điều 11 Luật Giao dịch thương mại đặc định của Nhật Bản (',
    { lang: 'ja', text: '特定商取引法に基づく表記' },
    '). Bản tiếng Nhật là bản có giá trị chính thức.',
  ],
  updated: '2026-11-27',
  sections: [
    {
      id: 'seller',
      heading: 'Thông tin người bán',
      blocks: [
        { kind: 'sellerDemo' },
        {
          kind: 'dl',
          items: [
            {
              term: 'Người bán',
              details: [[{ seller: 'name' }, ' (tên dịch vụ: Logoya)']],
            },
            { term: 'Người chịu trách nhiệm vận hành', details: [[{ seller: 'representative' }]] },
            { term: 'Địa chỉ', details: [[{ seller: 'address' }]] },
            {
              term: 'Điện thoại',
              details: [
                [{ seller: 'phone' }],
                hours,
                [
                  'Bạn cũng có thể liên hệ qua ',
                  { link: '/contact', text: 'biểu mẫu liên hệ' },
                  ' hoặc email.',
                ],
              ],
            },
            { term: 'Email', details: [[{ seller: 'email' }]] },
          ],
        },
      ],
    },
    {
      id: 'terms',
      heading: 'Điều kiện bán hàng',
      blocks: [
        {
          kind: 'dl',
          items: [
            {
              term: 'Giá bán',
              details: [
                'Hiển thị trên trang của từng logo, đã gồm thuế.',
                ['Logo thiết kế sẵn: ', { price: 'logo' }, ' (đã gồm thuế)'],
                [
                  'Tùy chọn: cẩm nang logo ',
                  { price: 'manual' },
                  ', logo chuyển động ',
                  { price: 'motion' },
                  ' (đã gồm thuế)',
                ],
              ],
            },
            {
              term: 'Chi phí khác',
              details: [
                'Không có phí vận chuyển vì logo được giao dưới dạng dữ liệu.',
                'Phí chuyển khoản ngân hàng (thanh toán qua mã QR) và chi phí kết nối internet do bạn chịu.',
              ],
            },
            {
              term: 'Phương thức thanh toán',
              details: [
                'Thẻ tín dụng hoặc thẻ ghi nợ.',
                'Chuyển khoản ngân hàng qua mã QR (trên trang tiếng Việt).',
              ],
            },
            {
              term: 'Thời điểm thanh toán',
              details: [
                'Thẻ: trừ tiền khi bạn đặt hàng.',
                'Chuyển khoản QR: vui lòng chuyển khoản khi đặt hàng; chúng tôi bắt đầu thực hiện sau khi nhận được tiền.',
              ],
            },
            {
              term: 'Thời điểm bàn giao',
              details: [
                `Thông thường trong vòng ${SERVICE.confirmationImageDays} ngày làm việc sau khi thanh toán, chúng tôi gửi hình ảnh xác nhận có tên của bạn.`,
                `Thông thường trong vòng ${SERVICE.deliveryDaysAfterFinal} ngày làm việc sau khi bạn duyệt thiết kế cuối cùng, chúng tôi bàn giao tệp (tải về từ lịch sử đơn hàng). Thời gian có thể thay đổi tùy số lần chỉnh sửa.`,
              ],
            },
            {
              term: 'Hình thức cung cấp và yêu cầu kỹ thuật',
              details: [
                `Dữ liệu logo dạng tệp ${SERVICE.fileFormats.join(', ')}, tải về trực tuyến.`,
                'Để chỉnh sửa tệp .ai cần Adobe Illustrator hoặc phần mềm tương thích; tệp .pdf và .svg mở bằng trình xem hoặc trình duyệt; tệp .png và .jpg mở bằng phần mềm xem ảnh thông thường.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'cancellation',
      heading: 'Đổi trả và hủy đơn',
      blocks: [
        {
          kind: 'dl',
          items: [
            {
              term: 'Logo thiết kế sẵn',
              details: [
                'Vì sản phẩm là dữ liệu nên không nhận trả hàng sau khi đã bàn giao.',
                'Bạn có thể hủy trước khi chúng tôi gửi hình ảnh xác nhận đầu tiên và được hoàn toàn bộ tiền. Sau khi đã gửi hình ảnh xác nhận đầu tiên, không thể hủy hay hoàn tiền.',
              ],
            },
            {
              term: 'Khi có lỗi',
              details: [
                `Tệp lỗi hoặc bị mất được gửi lại miễn phí trong ${SERVICE.dataWarrantyMonths} tháng sau khi bàn giao; lỗi của dữ liệu đã giao được sửa miễn phí trong ${SERVICE.repairMonths} tháng.`,
              ],
            },
            {
              term: 'Thiết kế theo yêu cầu',
              details: [
                'Phí hủy tính theo tiến độ như bảng dưới đây.',
                `Hủy gói chỉnh sửa sau khi đã bắt đầu thực hiện: phí ${MODIFICATION_CANCEL_PERCENT}% giá gói.`,
                'Không nhận đặt riêng tùy chọn; tùy chọn đã đặt thì không thể hủy.',
              ],
            },
          ],
        },
        cancellationTable('vi'),
        { kind: 'p', text: ['Xem chi tiết tại ', { link: '/terms-use', text: 'điều khoản sử dụng' }, '.'] },
      ],
    },
  ],
};

export default doc;
