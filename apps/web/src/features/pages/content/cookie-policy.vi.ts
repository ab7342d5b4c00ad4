import type { PageDoc } from './types.ts';

const doc: PageDoc = {
  lead: 'Logoya không dùng cookie quảng cáo hay cookie theo dõi. Cửa hàng chỉ lưu những gì cần để hoạt động trong bộ nhớ cục bộ của trình duyệt, và chỉ ghi nhận lượt xem trang để phân tích khi bạn đồng ý.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'stored',
      heading: 'Những gì chúng tôi lưu trong trình duyệt',
      blocks: [
        {
          kind: 'p',
          text: 'Bản thân Logoya không đặt cookie nào. Cửa hàng dùng bộ nhớ cục bộ (local storage) – một công nghệ tương tự, lưu dữ liệu ngay trong trình duyệt và không tự gửi đi đâu:',
        },
        {
          kind: 'table',
          caption: 'Bộ nhớ cục bộ Logoya sử dụng',
          head: ['Tên', 'Mục đích', 'Phân loại', 'Lưu đến khi'],
          rows: [
            [
              'logoya',
              'Phiên đăng nhập (mã đăng nhập và thông tin tài khoản cơ bản), giỏ hàng của khách chưa đăng nhập, các từ khóa tìm kiếm và logo đã xem gần đây, lựa chọn cookie của bạn.',
              'Cần thiết',
              'Bạn đăng xuất hoặc xóa dữ liệu trình duyệt; phần đăng nhập tự hết hạn',
            ],
            [
              'logoya.lang',
              'Ngôn ngữ bạn dùng lần trước, để lần sau cửa hàng mở đúng ngôn ngữ đó.',
              'Cần thiết',
              'Bạn xóa dữ liệu trình duyệt',
            ],
            [
              'logoya.backoffice.sidebar',
              'Chỉ dành cho nhân viên: trạng thái đóng/mở menu trang quản trị.',
              'Cần thiết',
              'Bạn xóa dữ liệu trình duyệt',
            ],
            [
              'dataLayer (bộ nhớ của trang)',
              'Lượt xem trang và tổng tiền của đơn hàng vừa hoàn tất, phục vụ phân tích.',
              'Phân tích (chỉ khi đồng ý)',
              'Bạn rời khỏi hoặc tải lại trang',
            ],
          ],
        },
      ],
    },
    {
      id: 'necessary',
      heading: 'Dữ liệu cần thiết',
      blocks: [
        {
          kind: 'p',
          text: 'Thiếu những mục cần thiết, bạn không thể duy trì đăng nhập, giữ giỏ hàng hay ngôn ngữ đã chọn. Chúng chỉ được dùng để cung cấp dịch vụ bạn yêu cầu nên không cần sự đồng ý của bạn. Bạn vẫn có thể xóa chúng bất cứ lúc nào trong phần cài đặt trình duyệt.',
        },
      ],
    },
    {
      id: 'analytics',
      heading: 'Phân tích truy cập',
      blocks: [
        {
          kind: 'p',
          text: 'Nếu bạn đồng ý, cửa hàng sẽ ghi nhận các trang bạn xem (địa chỉ và ngôn ngữ trang) và, khi bạn hoàn tất đơn hàng, tổng tiền cùng loại tiền tệ. Nhờ đó chúng tôi biết trang nào hữu ích và cần cải thiện ở đâu.',
        },
        {
          kind: 'p',
          text: 'Nếu bạn từ chối, hoặc khi bạn chưa chọn, sẽ không có gì được ghi nhận. Hiện tại Logoya không tải bất kỳ tập lệnh phân tích nào của bên thứ ba; nếu sau này sử dụng một dịch vụ phân tích, chúng tôi sẽ nêu tên dịch vụ đó trên trang này và dịch vụ chỉ nhận dữ liệu từ những người đã đồng ý.',
        },
      ],
    },
    {
      id: 'third-parties',
      heading: 'Dịch vụ của bên thứ ba',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Đăng nhập bằng Google và Facebook: tập lệnh của họ chỉ được tải khi bạn bấm nút tương ứng, và khi đó các công ty này có thể đặt cookie riêng theo chính sách của họ.',
            'Thanh toán thẻ: khi bạn trả bằng thẻ, đơn vị xử lý thanh toán Stripe có thể đặt cookie để phòng chống gian lận.',
          ],
        },
      ],
    },
    {
      id: 'choice',
      heading: 'Thay đổi lựa chọn',
      blocks: [
        {
          kind: 'p',
          text: 'Chọn “Cài đặt cookie” ở cuối bất kỳ trang nào để đồng ý hoặc từ chối phân tích truy cập. Lựa chọn của bạn được lưu trong trình duyệt kèm ngày giờ (phần đồng ý trong mục “logoya”), nên chúng tôi không hỏi lại mỗi lần bạn ghé thăm. Nếu nội dung cần xin đồng ý thay đổi, chúng tôi sẽ hỏi lại.',
        },
        {
          kind: 'p',
          text: 'Bạn cũng có thể xóa toàn bộ dữ liệu của trang web này trong cài đặt trình duyệt. Nếu chặn hoàn toàn bộ nhớ cục bộ, bạn vẫn xem được danh mục logo, nhưng cửa hàng sẽ không nhớ phiên đăng nhập, giỏ hàng hay ngôn ngữ.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Câu hỏi',
      blocks: [
        {
          kind: 'p',
          text: [
            'Xem ',
            { link: '/privacy', text: 'chính sách bảo mật' },
            ' để biết cách chúng tôi xử lý dữ liệu cá nhân, hoặc gửi email cho chúng tôi tại ',
            { seller: 'email' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default doc;
